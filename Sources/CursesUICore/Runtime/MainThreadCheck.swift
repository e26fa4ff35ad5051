import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells, on any thread, whether it is running as the main actor. An `@Observable` model may be
/// changed off the main actor (a nonisolated `async` method of a model that is not
/// `@MainActor`, as SwiftUI programs in the Swift 5 mode write), and Observation then calls the
/// change handler on that thread.
struct MainThreadCheck: Sendable {
    #if canImport(Darwin)
        /// Made on the main actor.
        @MainActor init() {}

        /// Whether the calling thread is the main thread.
        var isCurrent: Bool { pthread_main_np() != 0 }
    #else
        private let mainThread: pthread_t

        /// Made on the main actor, whose thread it remembers.
        @MainActor init() { self.init(remembering: pthread_self()) }

        /// A check that remembers `thread` as the main actor's (tests give another).
        @MainActor init(remembering thread: pthread_t) {
            mainThread = thread
            _ = Self.mainQueueKey
        }

        /// Whether the calling thread is the main actor's: the thread it was made on (the
        /// terminal loop's, which runs the main queue's jobs itself), or any thread while it
        /// runs the main queue. After `dispatch_main` (an `async` main, as the test runner's)
        /// libdispatch's worker threads take turns at the main queue, so the main actor's jobs
        /// do not all run on one thread.
        var isCurrent: Bool {
            pthread_equal(pthread_self(), mainThread) != 0 || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
        }

        /// Marks the main queue, so a thread can tell that it is running it.
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()
    #endif
}

extension MainThreadCheck {
    /// Runs `work` as the main actor and returns true when the calling thread is the main
    /// actor's; runs nothing and returns false otherwise. This check stands for
    /// `MainActor.assumeIsolated`'s, which asked the runtime for the current executor again,
    /// and once more in the closure handed to it (for each node a key invalidates).
    func runIfCurrent(_ work: @MainActor () -> Void) -> Bool {
        guard isCurrent else { return false }
        withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: (() -> Void).self)() }
        return true
    }
}
