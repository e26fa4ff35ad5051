/// A rectangle whose corners have radii of their own, as SwiftUI's `UnevenRoundedRectangle`;
/// in cells its outline has round corners and its fill leaves out the cells the largest
/// radius cuts.
public struct UnevenRoundedRectangle: InsettableShape, Hashable {
    /// The top-leading corner's radius.
    public var topLeadingRadius: Double
    /// The bottom-leading corner's radius.
    public var bottomLeadingRadius: Double
    /// The bottom-trailing corner's radius.
    public var bottomTrailingRadius: Double
    /// The top-trailing corner's radius.
    public var topTrailingRadius: Double
    /// The corner style, drawn the same either way.
    public var style: RoundedCornerStyle

    /// A rectangle with these corner radii.
    public init(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }

    /// Round corners of the largest radius.
    nonisolated public var _outline: _ShapeOutline {
        _ShapeOutline(
            kind: .roundedRectangle(cornerRadius: max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)))
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with these corner radii, as SwiftUI's `.rect(topLeadingRadius:…)`.
    public static func rect(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}
