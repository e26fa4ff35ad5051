import CursesUICore
import Foundation

/// A drag, as SwiftUI's `DragGesture`. In a terminal the focused view is dragged by keys: each
/// arrow moves it one cell (its translation grows by a column's or a row's points), and Enter
/// or Esc drops it, ending the drag; so does moving focus away.
///
/// ```swift
/// @State private var offset = CGSize.zero
///
/// Card()
///     .offset(offset)
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in offset = .zero }
///     )
/// ```
public struct DragGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When the drag reached this point.
        public var time: Date
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag began: the centre of the view, in a terminal.
        public var startLocation: CGPoint
        /// How far the drag has gone.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast the drag is going; a key moves without speed, so zero.
        public var velocity: CGSize
        /// Where the drag would end if let go now: where it is.
        public var predictedEndLocation: CGPoint
        /// How far the drag would go if let go now: as far as it has gone.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far a finger moves before SwiftUI starts the drag; the first arrow key starts it.
    public var minimumDistance: CGFloat
    /// Where locations are measured from; in a terminal, the view itself.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Arrows move the drag by a cell; Enter, Esc or leaving the view drops it.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        memory.step(input) { (current: Value?) in
            let step: (x: Double, y: Double)
            switch input.key {
            case .left: step = (-input.pointsPerCell.column, 0)
            case .right: step = (input.pointsPerCell.column, 0)
            case .up: step = (0, -input.pointsPerCell.row)
            case .down: step = (0, input.pointsPerCell.row)
            default: return nil
            }
            let start = current?.startLocation ?? input.centre
            let from = current?.location ?? start
            let location = CGPoint(x: from.x + step.x, y: from.y + step.y)
            return Value(time: Date(), location: location, startLocation: start, velocity: .zero, predictedEndLocation: location)
        }
    }

    /// Arrows drag; Enter drops a drag in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] {
        memory.progress == nil ? [KeyHelp("←↑↓→", "drag")] : [KeyHelp("←↑↓→", "drag"), KeyHelp("Enter", "drop")]
    }
}
