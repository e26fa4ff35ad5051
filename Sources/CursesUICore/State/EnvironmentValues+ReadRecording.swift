#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which custom values a read of the environment reached: a key path such as `\.dismiss` reads
/// its key's entry, which stays the same object until the value is set again, whereas the value
/// itself (a closure) compares equal to nothing. The keys are recorded on the thread that asked,
/// while it asks; a read on another thread meanwhile records nothing.
extension EnvironmentValues {
    /// The thread that records, while one does.
    nonisolated(unsafe) private static var recordingThread: pthread_t?
    /// The keys read on that thread so far; touched by it alone.
    nonisolated(unsafe) private static var recordedKeys = EnvironmentRead.CustomKeys.none

    /// Runs `read` and returns, with its result, the custom keys it read.
    static func recordingCustomKeys<Result>(_ read: () -> Result) -> (Result, EnvironmentRead.CustomKeys) {
        let outerThread = recordingThread
        let outerKeys = recordedKeys
        recordingThread = pthread_self()
        recordedKeys = .none
        let result = read()
        let keys = recordedKeys
        recordingThread = outerThread
        recordedKeys = outerKeys
        if outerThread != nil { recordedKeys.formUnion(keys) }
        return (result, keys)
    }

    /// Notes a read of the custom value under `key`, if this thread records.
    static func recordRead(of key: ObjectIdentifier) {
        guard let thread = recordingThread, pthread_equal(thread, pthread_self()) != 0 else { return }
        recordedKeys.insert(key)
    }
}
