extension View {
    /// Draws text inside in a text style: headings bold, captions and footnotes dim.
    public func font(_ font: Font?) -> some View {
        modifier(
            EnvironmentModifier("font", font) { environment in
                guard let font else { return }
                environment.style.bold = font.isBold
                environment.style.dim = font.isDim
                if font.isItalic { environment.style.italic = true }
            })
    }

    /// Draws text inside with a colour or an emphasis (`.secondary` is dim), as SwiftUI's
    /// `foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("foregroundStyle", AnyHashableStyle(style)) { style.applyForeground(to: &$0) })
    }

    /// Draws text inside in the primary style, as SwiftUI's `foregroundStyle(_:_:)`; the
    /// secondary one is for the second layer of multicolour symbols, which a terminal draws
    /// in one colour.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Draws text inside in the primary style, as SwiftUI's `foregroundStyle(_:_:_:)`; the
    /// other two are for the layers of multicolour symbols, which a terminal draws in one colour.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    {
        foregroundStyle(primary)
    }

    /// Fills the view's frame with a style, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`:
    /// `.background(.blue)`, `.background(.bar)`; text inside keeps the fill behind it.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        DecorationLayout(content: self, decoration: Rectangle().fill(style), alignment: .center, isBackground: true)
    }

    /// The accent colour of controls inside: the filled part of sliders and progress bars,
    /// and `.foregroundStyle(.tint)`.
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentModifier("tint", color) { $0.tint = color })
    }

    /// The accent colour of controls inside, as SwiftUI's older `accentColor(_:)`: the same as
    /// ``tint(_:)-(Color?)``.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// The accent style of controls inside; a terminal takes its middle colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(
            EnvironmentModifier("tint", tint.map(AnyHashableStyle.init)) { environment in
                environment.tint = tint.map { $0._paint(in: environment).textColor }
            })
    }
}

/// A shape style as a modifier's value: equal when it paints the same in the default
/// environment, so an unchanged `.foregroundStyle(.red)` does not make the content re-evaluate.
struct AnyHashableStyle: Hashable {
    let type: ObjectIdentifier
    let paint: _ShapePaint

    init<S: ShapeStyle>(_ style: S) {
        type = ObjectIdentifier(S.self)
        paint = style._paint(in: EnvironmentValues())
    }
}
