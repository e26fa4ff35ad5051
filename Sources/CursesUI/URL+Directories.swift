import Foundation

extension URL {
    /// The program's own folder for the user's documents, as Foundation's `URL.documentsDirectory`
    /// on iOS (the app's sandboxed Documents): here `$XDG_DATA_HOME/<program>` (else
    /// `~/.local/share/<program>`), created when first asked for, so
    /// `try data.write(to: .documentsDirectory.appending(path: "items.json"))` works at once.
    public static var documentsDirectory: URL {
        let folder = _programDataDirectory
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `$XDG_DATA_HOME/<program>` (else `~/.local/share/<program>`), not created: where a
    /// program's documents and its SwiftData store go. Not Foundation's.
    public static var _programDataDirectory: URL {
        let base: URL
        // Read from the process's environment now (a program or test may set it as it runs).
        if let data = getenv("XDG_DATA_HOME").map({ String(cString: $0) }), data.hasPrefix("/") {
            base = URL(fileURLWithPath: data)
        } else if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        } else {
            // Foundation's home is the password database's, which HOME overrides in a shell.
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent(URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent)
    }
}
