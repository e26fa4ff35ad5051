/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape, Hashable {
    /// A rectangle.
    public init() {}

    /// Square corners.
    nonisolated public var _outline: _ShapeOutline { _ShapeOutline(kind: .roundedRectangle(cornerRadius: 0)) }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `.rect`.
    public static var rect: Rectangle { Rectangle() }
}
