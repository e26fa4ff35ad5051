/// How a ``Label`` shows its title and icon, as SwiftUI's `LabelStyle`.
///
/// ```swift
/// Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
///
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor
public protocol LabelStyle: _DynamicPropertyHolder {
    /// The view a style makes of a label.
    associatedtype Body: View
    /// The parts of the label being styled.
    typealias Configuration = LabelStyleConfiguration

    /// Makes the view that shows the label's parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title and icon of a label being styled.
public struct LabelStyleConfiguration {
    /// The label's title.
    public let title: AnyView
    /// The label's icon.
    public let icon: AnyView
}

/// The default style: the icon before the title, one cell apart; in a toolbar, only the icon
/// (the title names the item in the help bar), as SwiftUI's automatic style there.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon before the title, one cell apart, wherever the label is (a toolbar too).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// A style showing the icon and the title.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// A style showing only the icon.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// A style showing only the title.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The icon before the title; only the icon in a toolbar.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title, in a toolbar too.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
    /// The automatic style, which a label draws itself (only the icon in a toolbar).
    let isAutomatic: Bool
    /// `.iconOnly`: a button showing only its icon is named by its title in the help bar.
    let isIconOnly: Bool

    @MainActor init<Style: LabelStyle>(_ style: Style) {
        makeBody = { AnyView(StyledLabelBody(style: style, configuration: $0)) }
        isAutomatic = style is DefaultLabelStyle
        isIconOnly = style is IconOnlyLabelStyle
    }
}

extension EnvironmentValues {
    /// The style of the labels below; nil draws the default.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

extension View {
    /// Sets how the labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
