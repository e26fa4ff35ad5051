/// A translucent backdrop, as SwiftUI's `Material` (`.background(.bar)`,
/// `.regularMaterial`): a terminal cannot blur what is behind, so a material is a shaded grey
/// background, darker for the thinner ones, where the terminal has 256 colours, and no
/// background where it has fewer.
public struct Material: ShapeStyle, Hashable {
    let shade: Double

    /// The material's grey behind text and in fills; text over it keeps its colour.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        let grey = environment.colorScheme == .light ? 1 - shade : shade
        return _ShapePaint(text: .primary, fill: .backdrop(white: grey))
    }

    /// The thinnest material.
    public static let ultraThinMaterial = Material(shade: 0.12)
    /// A thin material.
    public static let thinMaterial = Material(shade: 0.15)
    /// The regular material.
    public static let regularMaterial = Material(shade: 0.19)
    /// A thick material.
    public static let thickMaterial = Material(shade: 0.23)
    /// The thickest material.
    public static let ultraThickMaterial = Material(shade: 0.27)
    /// The material of bars: toolbars, tab bars, safe-area insets.
    public static let bar = Material(shade: 0.19)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}
