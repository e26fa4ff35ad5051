/// How toggles draw themselves, as SwiftUI's `ToggleStyle`: a style builds each toggle's view
/// from its ``ToggleStyleConfiguration``.
///
/// ```swift
/// struct CheckmarkToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack { Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle"); configuration.label }
///         }
///         .buttonStyle(.plain)
///     }
/// }
/// ```
public protocol ToggleStyle: _DynamicPropertyHolder {
    /// The view a toggle in this style shows.
    associatedtype Body: View
    /// The properties of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
    /// The view for one toggle.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` builds a toggle from: its label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        let text: String

        /// The label the toggle was given.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it switches the toggle.
    @Binding public var isOn: Bool
    /// True when the toggle stands for several values that differ; always false here.
    public var isMixed = false
}

extension ToggleStyleConfiguration.Label: PlainTextCarrier {
    var plainText: String { text }
}

/// The default: a check box, `[x] Label`; in a `Form` or `List` row, the label leading and the
/// box at the row's trailing end, where iOS puts a toggle's switch in a form.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// A check box before the label, or at the end of a list's row.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleBox(look: nil, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A check box, `[x] Label` (the default in a terminal).
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// A check box before the label.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleBox(look: .checkbox, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A switch after the label: `Label [on ]` or `Label [off]`, `on` in the tint colour; in a
/// `Form` or `List` row, at the row's trailing end.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint, as SwiftUI's deprecated form; the tint is ignored
    /// (use `.tint(_:)`).
    public init(tint: Color) {}
    /// The label, then the switch.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleBox(look: .switch, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A button, `[ Label ]`, bold and in the tint colour while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// The label in brackets.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleBox(look: .button, isOn: configuration.$isOn, label: configuration.label)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a check box, at the trailing end of a form's row.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box before the label. Disfavoured, so that an iOS program declaring its own
    /// `CheckboxToggleStyle` and `.checkbox` (iOS has neither) gets its own.
    @_disfavoredOverload
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch after the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style with its type erased, as the environment keeps it.
struct AnyToggleStyle {
    let style: any ToggleStyle

    init(_ style: some ToggleStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        func body<S: ToggleStyle>(of style: S) -> AnyView { AnyView(StyledToggleBody(style: style, configuration: configuration)) }
        return body(of: style)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style toggles inside draw with (`.toggleStyle(_:)`); nil for the default check box.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how toggles inside draw themselves: a built-in style (`.switch`, `.button`,
    /// `.checkbox`, `.automatic`) or one of your own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("toggleStyle", style) { $0.toggleStyle = AnyToggleStyle(style) })
    }
}
