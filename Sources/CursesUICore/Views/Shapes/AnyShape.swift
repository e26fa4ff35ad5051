/// Any shape, its type erased, as SwiftUI's `AnyShape`: for a property or a conditional that
/// can hold different shapes (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
public struct AnyShape: InsettableShape {
    private let outline: _ShapeOutline

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { outline = shape._outline }

    /// The wrapped shape's outline.
    nonisolated public var _outline: _ShapeOutline { outline }
}
