/// Something text, a background or a shape can be drawn with, as SwiftUI's `ShapeStyle`: a
/// ``Color``, a level of emphasis (`.secondary`), the tint, a material or a gradient.
///
/// Text takes one colour from a style (a gradient's middle colour); a shape's fill and a
/// background take the style's colour cell by cell, so a gradient steps across them where the
/// terminal has 256 colours.
public protocol ShapeStyle: Sendable {
    /// How the terminal draws this style in `environment`; the framework's side of a style.
    func _paint(in environment: EnvironmentValues) -> _ShapePaint
}

extension ShapeStyle {
    /// Draws text in this style.
    func applyForeground(to environment: inout EnvironmentValues) {
        _paint(in: environment).applyForeground(to: &environment.style)
    }

    /// Draws behind text in this style.
    func applyBackground(to environment: inout EnvironmentValues) {
        _paint(in: environment).applyBackground(to: &environment.style)
    }
}
