/// A look of your own for buttons, as SwiftUI's `ButtonStyle`: the style builds the view a
/// button shows from its label; the button still takes focus and acts on Enter, Space or a
/// click, and is reversed while focused.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.bold().foregroundStyle(.blue)
///     }
/// }
/// ```
public protocol ButtonStyle: _DynamicPropertyHolder {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// The view for one button.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` builds a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label the button was given.
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down; a key press has no held state, so always false.
    public let isPressed: Bool
}

/// A button style with its type erased, as the environment keeps it.
struct AnyButtonStyle {
    let style: any ButtonStyle

    init(_ style: some ButtonStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
        func body<S: ButtonStyle>(of style: S) -> AnyView { AnyView(StyledButtonBody(style: style, configuration: configuration)) }
        return body(of: style)
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

private struct ButtonLookKey: EnvironmentKey {
    static var defaultValue: ButtonLook { .bordered }
}

extension EnvironmentValues {
    /// A style of the user's that buttons inside draw with, if any.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// How buttons inside without a style of the user's draw.
    var buttonLook: ButtonLook {
        get { self[ButtonLookKey.self] }
        set { self[ButtonLookKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons inside through a style of your own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("buttonStyle", style) { $0.buttonStyle = AnyButtonStyle(style) })
    }
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`: a terminal
/// button's border is its brackets, so every shape draws the same.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String

    /// The platform's default shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")

    /// A rounded rectangle with a corner radius.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

extension View {
    /// The shape of bordered buttons inside: accepted, no effect (a terminal button's border
    /// is its brackets).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
