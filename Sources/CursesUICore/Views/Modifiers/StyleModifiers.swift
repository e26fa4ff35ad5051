extension View {
    /// Draws text inside in a text style: headings bold, captions and footnotes dim.
    public func font(_ font: Font?) -> some View {
        modifier(
            EnvironmentModifier("font", font as Any) { environment in
                guard let font else { return }
                environment.style.bold = font.isBold
                environment.style.dim = font.isDim
                if font.isItalic { environment.style.italic = true }
            })
    }

    /// Draws text inside with a colour or an emphasis (`.secondary` is dim).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("foregroundStyle", style) { style.applyForeground(to: &$0.style) })
    }

    /// Draws text inside in a colour: `.foregroundStyle(.red)`.
    public func foregroundStyle(_ color: Color) -> some View {
        modifier(EnvironmentModifier("foregroundStyle", color) { $0.style.foreground = color })
    }

    /// Fills behind the content with a colour: `.background(.blue)`.
    public func background(_ color: Color) -> some View {
        modifier(EnvironmentModifier("background", color) { $0.style.background = color })
    }

    /// Fills behind the content with a style.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("background", style) { style.applyBackground(to: &$0.style) })
    }

    /// The accent colour of controls inside: the filled part of sliders and progress bars.
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentModifier("tint", color as Any) { $0.tint = color })
    }
}
