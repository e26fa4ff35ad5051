import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// libdispatch's hooks for a run loop that is not `dispatch_main` (CoreFoundation's CFRunLoop
// uses them): a descriptor that becomes readable when work is queued on the main queue, and
// the call that runs that work.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Runs the main actor's queued jobs from the terminal's `poll` loop.
///
/// On Linux the main actor's executor is libdispatch's main queue, which nothing drains while
/// the loop is blocked reading keys: a `Task` resumed after an `await` would wait for the next
/// key. The queue signals an eventfd when work arrives; the loop polls it with the terminal and
/// runs the jobs here, so idle the process still sleeps in `poll` and uses no CPU.
@MainActor
enum MainQueuePump {
    /// The descriptor `poll` waits on (made on first use).
    static let descriptor: Int32 = {
        let descriptor = dispatchMainQueueHandle()
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return descriptor
    }()

    /// Runs the jobs queued on the main queue so far (they may queue more: those wait for the
    /// next round, as `dispatch_main` would run them).
    static func drain() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)  // nonblocking eventfd: reset it
        dispatchMainQueueCallback(nil)
    }
}
