/// How a button is drawn, as SwiftUI's `PrimitiveButtonStyle`, for `.buttonStyle(_:)`.
/// A terminal button is always `[ Title ]`, reversed while focused: every style is accepted
/// and draws that way.
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

extension View {
    /// How buttons inside are drawn: accepted, and every terminal button draws as `[ Title ]`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}
