/// How a text field draws itself, as SwiftUI's `TextFieldStyle`: `.plain` is the text on an
/// underline; `.roundedBorder` draws a box around it (three rows high).
///
/// ```swift
/// TextField("Email", text: $email).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle: Sendable {
    /// What the field draws.
    var kind: TextFieldStyleKind { get }
}

/// The ways a text field can be drawn in a terminal.
public enum TextFieldStyleKind: Hashable, Sendable {
    /// The text on a dim underline.
    case plain
    /// The text in a box.
    case roundedBorder
}

/// The text on a dim underline.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// `.plain`.
    public var kind: TextFieldStyleKind { .plain }
}

/// The platform's default: the plain underline in a terminal.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// `.plain`.
    public var kind: TextFieldStyleKind { .plain }
}

/// The text in a box drawn with line characters.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// `.roundedBorder`.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text on a dim underline.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style (plain).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets how text fields inside draw themselves.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("textFieldStyle", style.kind) { $0.textFieldStyle = style.kind })
    }
}
