import CursesUICore
import Foundation

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`: in a terminal Enter,
/// Space or a click on the focused view, landing at its centre.
public struct SpatialTapGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// Where the tap landed: the centre of the view.
        public var location: CGPoint
    }

    /// The number of taps SwiftUI waits for; one key press answers any count.
    public var count: Int
    /// Where the location is measured from; in a terminal, the view itself.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Enter, Space or a click ends the tap, at the view's centre.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        input.isTap ? .ended(Value(location: input.centre)) : .ignored
    }

    /// Enter presses.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { [KeyHelp("Enter", "press")] }
}
