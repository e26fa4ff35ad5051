import Dispatch

#if canImport(Glibc)
    import Glibc

    // glibc (2.30 on) has gettid, which its headers declare only under _GNU_SOURCE.
    @_silgen_name("gettid")
    private func currentThreadID() -> Int32
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an observable model's change came from: SwiftUI programs change `@Observable` models
/// from a `Task` running off the main actor (an async method awaited in `Task { }`), and the
/// views must still update, as on iOS.
enum MainThread {
    /// True on the process's main thread, where the main actor runs.
    static var isCurrent: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            return getpid() == currentThreadID()
        #endif
    }

    /// Runs `work` on the main actor: now when already on the main thread, else queued there
    /// (the terminal's loop drains the main queue, so it runs before the next frame).
    static func run(_ work: @escaping @MainActor () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            let job = UncheckedJob(work: work)
            DispatchQueue.main.async { MainActor.assumeIsolated { job.work() } }
        }
    }

    /// A main-actor closure carried to the main queue; it only ever runs there.
    private struct UncheckedJob: @unchecked Sendable {
        let work: @MainActor () -> Void
    }
}
