import CursesUICore
import Dispatch
import Foundation

extension Timer {
    /// A publisher that delivers the current date every `interval` seconds once connected, as
    /// Foundation's `Timer.publish(every:tolerance:on:in:options:)` (from Combine, which Linux
    /// lacks). On the main run loop the ticks come while the app waits for keys, and the
    /// screen shows what they changed; `.autoconnect()` runs the timer while a view receives
    /// them.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the current date at an interval, as Foundation's
    /// `Timer.TimerPublisher`: nothing is delivered until ``connect()`` (or `autoconnect()`).
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of each tick.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come; nil lets it come as the system finds convenient.
        public let tolerance: TimeInterval?
        /// The run loop that delivers the ticks.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode
        /// Scheduler options; none exist on Linux.
        public let options: RunLoop.SchedulerOptions?

        private let ticks = PassthroughSubject<Date, Never>()

        /// A publisher of the current date every `interval` seconds on `runLoop` in `mode`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts the ticks; cancelling the result stops them. On the main run loop they come
        /// through the main queue, which the app loop serves while it waits for keys (as it
        /// serves the main run loop); on another run loop through a `Timer` in `mode`.
        public func connect() -> any Cancellable {
            // The subject delivers on any thread; it is handed to the timer's callback as is.
            nonisolated(unsafe) let ticks = ticks
            if runLoop === RunLoop.main {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let nanoseconds = Int((interval * 1_000_000_000).rounded())
                source.schedule(
                    deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
                    leeway: .nanoseconds(Int(((tolerance ?? 0) * 1_000_000_000).rounded())))
                source.setEventHandler { ticks.send(Date()) }
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in ticks.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        /// Delivers each tick to `receiveValue` while connected.
        public func _subscribe(_ receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            ticks._subscribe(receiveValue)
        }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop, as Foundation's `RunLoop.SchedulerOptions`: there
    /// are none.
    public struct SchedulerOptions: Sendable {}
}
