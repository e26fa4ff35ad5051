/// A gradient that fills its area in the direction SwiftUI chooses (top to bottom), as
/// SwiftUI's `AnyGradient`, the type of `Color.gradient`.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// The gradient from the top of the area to the bottom.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(gradient: gradient, geometry: .linear(start: .top, end: .bottom))
    }
}

extension Gradient: ShapeStyle {
    /// The gradient from the top of the area to the bottom, as SwiftUI draws a bare gradient.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(gradient: self, geometry: .linear(start: .top, end: .bottom))
    }
}
