/// Something text, a background or a shape can be drawn with, as SwiftUI's `ShapeStyle`: a
/// ``Color``, a level of emphasis (`.secondary`), the tint, a material or a gradient.
///
/// Text takes one colour from a style (a gradient's middle colour); a shape's fill and a
/// background take the style's colour cell by cell, so a gradient steps across them where the
/// terminal has 256 colours. A style of your own implements `resolve(in:)`, as in SwiftUI:
///
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> Color {
///         environment.colorScheme == .dark ? .yellow : .orange
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one stands for in `environment`, for a style of your own.
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment`, as SwiftUI's `resolve(in:)`.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// How the terminal draws this style in `environment`; the framework's side of a style.
    func _paint(in environment: EnvironmentValues) -> _ShapePaint
}

extension ShapeStyle {
    /// A style of your own draws as the style it resolves to.
    public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        resolve(in: environment)._paint(in: environment)
    }

    /// Draws text in this style.
    func applyForeground(to environment: inout EnvironmentValues) {
        _paint(in: environment).applyForeground(to: &environment.style)
    }

    /// Draws behind text in this style.
    func applyBackground(to environment: inout EnvironmentValues) {
        _paint(in: environment).applyBackground(to: &environment.style)
    }
}

extension ShapeStyle where Resolved == Never {
    /// The framework's own styles draw themselves and resolve to nothing.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) draws itself and does not resolve to another style")
    }
}

extension Never: ShapeStyle {
    /// Never drawn.
    public func _paint(in environment: EnvironmentValues) -> _ShapePaint { switch self {} }
}
