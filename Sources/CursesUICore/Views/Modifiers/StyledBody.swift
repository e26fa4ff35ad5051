// A style's body is built in a view that holds the style, so that the style's own
// `@Environment` and `@State` are linked to a node, as SwiftUI links them: a `ButtonStyle`
// reading a theme from the environment sees the one where the button is.

/// A button's body in a ``ButtonStyle`` of the program's own.
struct StyledButtonBody<Style: ButtonStyle>: View {
    let style: Style
    let configuration: ButtonStyleConfiguration

    var body: some View { style.makeBody(configuration: configuration) }
}

/// A toggle's body in a ``ToggleStyle``.
struct StyledToggleBody<Style: ToggleStyle>: View {
    let style: Style
    let configuration: ToggleStyleConfiguration

    var body: some View { style.makeBody(configuration: configuration) }
}

/// A label's body in a ``LabelStyle``.
struct StyledLabelBody<Style: LabelStyle>: View {
    let style: Style
    let configuration: LabelStyleConfiguration

    var body: some View { style.makeBody(configuration: configuration) }
}
