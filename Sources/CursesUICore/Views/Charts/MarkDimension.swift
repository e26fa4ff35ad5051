/// A length of a mark, as Swift Charts' `MarkDimension`: accepted for a ``SectorMark``'s
/// radii, which a terminal does not draw.
public struct MarkDimension: Hashable, Sendable {
    private let value: Double?

    /// The chart's own choice.
    public static let automatic = MarkDimension(value: nil)

    /// A share of the available length.
    public static func ratio(_ ratio: Double) -> MarkDimension { MarkDimension(value: ratio) }

    /// A length in points.
    public static func fixed(_ length: Double) -> MarkDimension { MarkDimension(value: length) }

    /// The available length less `inset` points.
    public static func inset(_ inset: Double) -> MarkDimension { MarkDimension(value: -inset) }
}
