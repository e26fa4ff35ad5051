/// A circle centred in its frame, as large as fits, as SwiftUI's `Circle`; a row counts as two
/// columns, so a circle is twice as wide in cells as it is tall.
public struct Circle: InsettableShape, Hashable {
    /// A circle.
    public init() {}

    /// A circle in the frame's centre.
    nonisolated public var _outline: _ShapeOutline { _ShapeOutline(kind: .circle) }
}

extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `.circle`.
    public static var circle: Circle { Circle() }
}
