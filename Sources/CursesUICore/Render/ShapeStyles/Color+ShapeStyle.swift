extension Color: ShapeStyle {
    /// Text in this colour; areas filled with it.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint { _ShapePaint(self) }

    /// A gentle gradient of this colour, as SwiftUI's `Color.gradient`: from a lighter shade at
    /// the top to the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: .white, by: 0.25), self]))
    }
}

extension ShapeStyle where Self == Color {
    /// Black, as a shape style.
    public static var black: Color { Color.black }
    /// Red, as a shape style.
    public static var red: Color { Color.red }
    /// Green, as a shape style.
    public static var green: Color { Color.green }
    /// Yellow, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// Blue, as a shape style.
    public static var blue: Color { Color.blue }
    /// The terminal's magenta, as a shape style.
    public static var magenta: Color { Color.magenta }
    /// Cyan, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// White, as a shape style.
    public static var white: Color { Color.white }
    /// Orange, as a shape style.
    public static var orange: Color { Color.orange }
    /// Pink, as a shape style.
    public static var pink: Color { Color.pink }
    /// Purple, as a shape style.
    public static var purple: Color { Color.purple }
    /// Indigo, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// Teal, as a shape style.
    public static var teal: Color { Color.teal }
    /// Mint, as a shape style.
    public static var mint: Color { Color.mint }
    /// Brown, as a shape style.
    public static var brown: Color { Color.brown }
    /// Gray, as a shape style.
    public static var gray: Color { Color.gray }
    /// No colour, as a shape style.
    public static var clear: Color { Color.clear }
    /// The terminal's default colour, as a shape style.
    public static var `default`: Color { Color.default }
}
