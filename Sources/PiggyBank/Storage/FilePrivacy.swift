import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps savings readable by their owner alone: the data folder is 0700 and every file the app
/// writes (database, `-wal`, `-shm`, `.bak` copies, backups, exports) 0600, whatever the umask.
///
/// Files are created with their mode set explicitly, before SQLite opens them: SQLite gives a
/// database's `-wal` and `-shm` the database file's own mode.
enum FilePrivacy {
    static let folderMode: mode_t = 0o700
    static let fileMode: mode_t = 0o600

    /// Creates an empty file at `path` with mode 0600 unless one is there; false when it could
    /// not be created (the caller's own open then reports why).
    @discardableResult
    static func createFile(_ path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { return false }
        fchmod(descriptor, fileMode)
        close(descriptor)
        return true
    }

    /// Opens `path` for writing, truncated, with mode 0600 (an existing file is made 0600 too).
    static func openForWriting(_ path: String) -> UnsafeMutablePointer<FILE>? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { return nil }
        fchmod(descriptor, fileMode)
        guard let file = fdopen(descriptor, "w") else {
            close(descriptor)
            return nil
        }
        return file
    }

    /// Creates the data folder 0700 (its missing parents as usual). A folder that already holds
    /// the database is the app's: it loses group and other access (the owner's stay as they
    /// are), and so do the database's files in it (`<database>`, `-wal`, `-shm`, `.bak`
    /// copies). True when anything was tightened, so the user can be told once.
    static func prepareFolder(_ folder: String, database: String) throws -> Bool {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            chmod(folder, folderMode)
            return false
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard names.contains(database) else { return false }
        var tightened = false
        if info.st_mode & 0o077 != 0, chmod(folder, info.st_mode & 0o700) == 0 { tightened = true }
        for name in names where name.hasPrefix(database) {
            let path = folder + "/" + name
            var file = stat()
            guard lstat(path, &file) == 0, file.st_mode & S_IFMT == S_IFREG, file.st_mode & 0o077 != 0 else { continue }
            if chmod(path, file.st_mode & 0o600) == 0 { tightened = true }
        }
        return tightened
    }
}
