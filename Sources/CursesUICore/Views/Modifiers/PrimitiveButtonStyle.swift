/// How a button is drawn, as SwiftUI's `PrimitiveButtonStyle`, for `.buttonStyle(_:)`.
/// In a terminal `.automatic` and `.bordered` draw `[ Title ]`, `.borderedProminent` draws it
/// bold in the tint colour, `.plain` and `.borderless` draw the bare label; every button is
/// reversed while focused. A style of your own of this protocol is accepted and draws as
/// `.automatic`; for your own look, write a ``ButtonStyle``.
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
}

/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
}

/// A bordered button filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent bordered style.
    public init() {}
}

/// A button without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
}

/// A button drawn as its bare label.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bordered button filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its bare label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How a built-in button style draws in a terminal.
enum ButtonLook: Hashable {
    /// `[ Title ]`.
    case bordered
    /// `[ Title ]`, bold in the tint colour.
    case prominent
    /// The bare label.
    case plain
}

extension View {
    /// Sets how buttons inside are drawn: `[ Title ]` (`.automatic`, `.bordered`), bold in the
    /// tint colour (`.borderedProminent`), or the bare label (`.plain`, `.borderless`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let look: ButtonLook =
            switch style {
            case is PlainButtonStyle, is BorderlessButtonStyle: .plain
            case is BorderedProminentButtonStyle: .prominent
            default: .bordered
            }
        return modifier(
            EnvironmentModifier("buttonStyle", look) {
                $0.buttonLook = look
                $0.buttonStyle = nil
            })
    }
}
