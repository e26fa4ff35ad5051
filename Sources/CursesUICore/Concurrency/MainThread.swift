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
    /// True where the main actor runs: the process's main thread (the terminal's loop), or a
    /// job of the main queue, which a process parked in `dispatchMain()` (a test runner) runs
    /// on another thread.
    static var isCurrent: Bool {
        #if canImport(Darwin)
            if pthread_main_np() != 0 { return true }
        #else
            if getpid() == currentThreadID() { return true }
        #endif
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// A key only the main queue has a value for.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

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
