import CursesUICore
import Foundation

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`. In a terminal the
/// focused view shows a cursor cell (reversed), which arrows move; Enter or Space taps at its
/// centre, and a click taps at the cell clicked. Until an arrow moves it, the cursor is at the
/// view's centre.
///
/// ```swift
/// Board(cells: cells)
///     .gesture(SpatialTapGesture().onEnded { toggleCell(at: $0.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// Where the tap landed, in the view's points: the centre of the cursor cell.
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

    /// Enter, Space or a click ends the tap, at the cursor cell (or the clicked one).
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        guard input.isTap else { return .ignored }
        let location = input.location.map { CGPoint(x: $0.x, y: $0.y) } ?? input.centre
        return .ended(Value(location: location))
    }

    /// Arrows move the cursor; Enter taps.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { [KeyHelp("←↑↓→", "move"), KeyHelp("Enter", "tap")] }

    /// The view shows the cursor cell a tap lands on.
    public var _locatesTaps: Bool { true }
}

extension View {
    /// Runs `action` with where the view was tapped, in its points, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`: in a terminal the focused view shows a
    /// cursor cell that arrows move, and Enter, Space or a click taps there (see
    /// ``SpatialTapGesture``).
    ///
    /// ```swift
    /// Canvas { context, size in drawBoard(in: &context, size: size) }
    ///     .onTapGesture { location in toggleCell(at: location) }
    /// ```
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
