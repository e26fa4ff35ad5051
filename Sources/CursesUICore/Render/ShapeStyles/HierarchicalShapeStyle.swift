/// Levels of emphasis, as SwiftUI's `HierarchicalShapeStyle`: `.primary` text is plain,
/// `.secondary` and below are dim; as a fill or background each level is a lighter grey.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// Text plain or dim; fills in greys.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        let fills: [Double] = [0.75, 0.5, 0.35, 0.25, 0.18]
        return _ShapePaint(text: level == 0 ? .primary : .secondary, fill: level == 0 ? .primary : Color(white: fills[min(level, 4)]))
    }

    /// The first level: plain text.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: dim text.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: dim text.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: dim text.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level: dim text.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Plain text.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// Dim text, for supporting lines.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// Dim text.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// Dim text.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// Dim text.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
