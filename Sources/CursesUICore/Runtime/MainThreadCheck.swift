#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells, on any thread, whether it is the thread the main actor runs on. An `@Observable`
/// model may be changed off the main actor (a nonisolated `async` method of a model that is
/// not `@MainActor`, as SwiftUI programs in the Swift 5 mode write), and Observation then calls
/// the change handler on that thread.
struct MainThreadCheck: Sendable {
    #if canImport(Darwin)
        /// Made on the main actor.
        @MainActor init() {}

        /// Whether the calling thread is the main thread.
        var isCurrent: Bool { pthread_main_np() != 0 }
    #else
        private let mainThread: pthread_t

        /// Made on the main actor, whose thread it remembers.
        @MainActor init() { mainThread = pthread_self() }

        /// Whether the calling thread is the main actor's.
        var isCurrent: Bool { pthread_equal(pthread_self(), mainThread) != 0 }
    #endif
}
