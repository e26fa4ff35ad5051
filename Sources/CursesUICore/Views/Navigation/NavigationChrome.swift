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
}
