/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape, Hashable {
    /// An ellipse.
    public init() {}

    /// An ellipse touching the frame's edges.
    nonisolated public var _outline: _ShapeOutline { _ShapeOutline(kind: .ellipse) }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as SwiftUI's `.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}
