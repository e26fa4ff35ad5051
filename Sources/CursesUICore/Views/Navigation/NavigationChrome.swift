/// A bar of the screen that `.toolbar(_:for:)` and `.toolbarBackground` address, as SwiftUI's
/// `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String

    /// The bar the system picks.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar: in a terminal, the header line of a navigation stack.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

extension View {
    /// Hides the back button of the navigation bar. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, where Esc is the only way back and so keeps going back.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Shows or hides bars. Accepted for SwiftUI compatibility; has no effect in a terminal,
    /// where the header line also carries the screen's title and toolbar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The background of bars. Accepted for SwiftUI compatibility; has no effect in a terminal.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether bars draw their background. Accepted for SwiftUI compatibility; has no effect in
    /// a terminal.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the navigation bar (deprecated in SwiftUI). Accepted for SwiftUI compatibility; has
    /// no effect in a terminal.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    /// Which submissions inside `.onSubmit` hears. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, where Enter in a text field submits only that field's action.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// The colour scheme of bars. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, whose header line takes the terminal's colours.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// What the toolbar is for, which on iOS places the title. Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, where the title starts the header line.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// A menu under the navigation title (iOS opens it from the title). Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, whose title is not a control.
    public func toolbarTitleMenu<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Hides the status bar. Accepted for SwiftUI compatibility; has no effect in a terminal,
    /// which has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Shows or hides the system's overlays (the home indicator). Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, which has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Handles a URL the system opens the app with. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal program, which is handed no URLs (read them from the command line).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// The background of the container the view is in (a navigation stack, a tab view).
    /// Accepted for SwiftUI compatibility; has no effect in a terminal, whose containers take
    /// the terminal's background.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        self
    }
}

/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    private let name: String

    /// A navigation stack or split view.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A tab view.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's bar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's bar: the title leading.
    public static let editor = ToolbarRole(name: "editor")
}
