/// Something text or a background can be drawn with: a ``Color`` or a level of emphasis, as
/// SwiftUI's `ShapeStyle` for `.foregroundStyle(_:)` and `.background(_:)`.
public protocol ShapeStyle: Sendable {
    /// Applies this style to the foreground of `style`.
    func applyForeground(to style: inout Style)
    /// Applies this style to the background of `style`.
    func applyBackground(to style: inout Style)
}

extension Color: ShapeStyle {
    /// Draws text in this colour.
    public func applyForeground(to style: inout Style) { style.foreground = self }
    /// Fills behind text with this colour.
    public func applyBackground(to style: inout Style) { style.background = self }
}

/// Levels of emphasis: `.primary` is plain text, `.secondary` and below are dim.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// Dims the text from `.secondary` on.
    public func applyForeground(to style: inout Style) { style.dim = level > 0 }
    /// A terminal has no shades of background: nothing changes.
    public func applyBackground(to style: inout Style) {}
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
}
