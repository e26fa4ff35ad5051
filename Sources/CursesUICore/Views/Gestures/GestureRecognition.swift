/// What reaches a gesture in a terminal: a key while its view has focus, or the end of the
/// gesture when focus leaves the view. Not SwiftUI's; gestures of your own use `body`.
public struct _GestureInput: Sendable {
    /// The key pressed, or nil when the gesture must end because focus left its view.
    public let key: Key?
    /// The view's size in SwiftUI points (columns and rows read as points).
    public let size: (width: Double, height: Double)
    /// Points in one column and in one row: how far an arrow key moves a drag.
    public let pointsPerCell: (column: Double, row: Double)
    /// Where in the view, in its points, a gesture that locates its taps lands: the centre of
    /// the clicked cell or of the cursor cell; nil for the view's centre.
    public let location: (x: Double, y: Double)?

    /// An input of `key` (nil: the end) for a view `size` points large, landing at `location`.
    public init(
        key: Key?, size: (width: Double, height: Double), pointsPerCell: (column: Double, row: Double),
        location: (x: Double, y: Double)? = nil
    ) {
        self.key = key
        self.size = size
        self.pointsPerCell = pointsPerCell
        self.location = location
    }

    /// True when the input ends a gesture in progress: Enter, Esc, or focus leaving.
    public var endsGesture: Bool {
        switch key {
        case nil, .enter, .escape: true
        default: false
        }
    }

    /// True for the keys a tap is: Enter, Space, or a click.
    public var isTap: Bool {
        switch key {
        case .enter, .character(" "): true
        case .mouse(let event): event.kind == .press
        default: false
        }
    }
}

/// What an input did to a gesture. Not SwiftUI's.
public enum _GesturePhase<Value> {
    /// The input is not one the gesture answers.
    case ignored
    /// The gesture began or moved on, and now has this value.
    case changed(Value)
    /// The gesture ended with this value.
    case ended(Value)

    /// The phase with its value transformed.
    public func map<T>(_ transform: (Value) -> T) -> _GesturePhase<T> {
        switch self {
        case .ignored: .ignored
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        }
    }

    /// False when the input was not the gesture's.
    var isAnswered: Bool {
        if case .ignored = self { return false }
        return true
    }
}

/// Where a gesture keeps its progress between keys (a drag's translation so far), one per
/// gesture attached to a view, with one below it for each gesture it combines. Not SwiftUI's.
@MainActor
public final class _GestureMemory {
    /// The gesture's own progress; nil while it is not in progress.
    public var progress: Any?
    private var parts: [_GestureMemory] = []

    /// Memory with no progress.
    public init() {}

    /// The phase a key-stepped gesture (a drag, a pinch, a turn) is in after `input`: Enter,
    /// Esc or leaving the view ends one in progress with its value; a key `next` steps on from
    /// the value so far (nil before the first step) changes it; any other key is not its.
    public func step<Value>(_ input: _GestureInput, _ next: (Value?) -> Value?) -> _GesturePhase<Value> {
        let current = progress as? Value
        if input.endsGesture {
            guard let current else { return .ignored }
            progress = nil
            return .ended(current)
        }
        guard let value = next(current) else { return .ignored }
        progress = value
        return .changed(value)
    }

    /// The memory of the `index`th gesture this one combines.
    public func part(_ index: Int) -> _GestureMemory {
        while parts.count <= index { parts.append(_GestureMemory()) }
        return parts[index]
    }
}
