/// Colours blending outward in an ellipse that fits the area, as SwiftUI's
/// `EllipticalGradient`; the fractions are of the ellipse's size.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: Double
    let endRadiusFraction: Double

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` around `center`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of evenly spread colours.
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5)
    {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of these stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction
        )
    }

    /// The gradient laid in elliptical rings; a fraction of 0.5 reaches the edges.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(
            gradient: gradient,
            geometry: .elliptical(center: center, startFraction: startRadiusFraction * 2, endFraction: endRadiusFraction * 2))
    }

    /// The gradient filling the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient, as SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colours.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
