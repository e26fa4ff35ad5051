/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`: its outline has round
/// box-drawing corners; its fill leaves out the corner cells the radius cuts (counted in
/// columns, a row being two).
public struct RoundedRectangle: InsettableShape, Hashable {
    /// The corner radius.
    public var cornerRadius: Double
    /// The corner style, drawn the same either way.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// Round corners.
    nonisolated public var _outline: _ShapeOutline {
        _ShapeOutline(kind: .roundedRectangle(cornerRadius: cornerRadius))
    }
}

/// How rounded corners are shaped, as SwiftUI's `RoundedCornerStyle`; cells draw both alike.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smoothly continuous curves.
    case continuous
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as SwiftUI's `.rect(cornerRadius:style:)`.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
