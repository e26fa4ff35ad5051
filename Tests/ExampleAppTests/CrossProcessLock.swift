import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive `flock` on a file, held from `init` until the lock is released with the last
/// reference to it: test runs of two checkouts at once take turns on a file outside both.
final class CrossProcessLock {
    private let descriptor: Int32

    /// Waits until no other process holds the lock at `path`, creating the file if needed.
    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
