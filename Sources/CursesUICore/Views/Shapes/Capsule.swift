/// A rectangle with fully round ends, as SwiftUI's `Capsule`: a chip or pill behind a label.
public struct Capsule: InsettableShape, Hashable {
    /// The corner style, drawn the same either way.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// Round ends.
    nonisolated public var _outline: _ShapeOutline { _ShapeOutline(kind: .capsule) }
}

extension Shape where Self == Capsule {
    /// A capsule, as SwiftUI's `.capsule`.
    public static var capsule: Capsule { Capsule() }
}
