/// Colours blending outward from a centre, as SwiftUI's `RadialGradient`; radii count in
/// columns (a row is two).
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A gradient from `startRadius` to `endRadius` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of evenly spread colours.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of these stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient laid in rings.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// The gradient filling the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient, as SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
