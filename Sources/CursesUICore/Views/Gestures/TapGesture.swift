/// A tap, as SwiftUI's `TapGesture`: in a terminal, Enter, Space or a click on the focused view.
/// A `count` of 2 or more (a double tap) is answered the same way, since a key has no double
/// press.
///
/// ```swift
/// Image(systemName: "heart")
///     .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// A tap has no value.
    public typealias Value = Void

    /// The number of taps SwiftUI waits for; one key press answers any count.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    /// Enter, Space or a click ends the tap.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Void> {
        input.isTap ? .ended(()) : .ignored
    }

    /// Enter presses.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { [KeyHelp("Enter", "press")] }
}

/// A long press, as SwiftUI's `LongPressGesture`: in a terminal, Enter, Space or a click on the
/// focused view, since a key has no duration. Its value is true once the press is complete.
///
/// ```swift
/// Circle()
///     .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in completed = true })
/// ```
public struct LongPressGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// Whether the press is complete.
    public typealias Value = Bool

    /// How long SwiftUI waits; a key press is complete at once.
    public var minimumDuration: Double
    /// How far the finger may move; a key does not move.
    public var maximumDistance: Double

    /// A long press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Enter, Space or a click completes the press.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Bool> {
        input.isTap ? .ended(true) : .ignored
    }

    /// Enter presses.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { [KeyHelp("Enter", "press")] }
}
