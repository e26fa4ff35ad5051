/// SwiftUI's namespace for navigation-bar settings, holding ``TitleDisplayMode``.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    /// A terminal's title bar is always one line, so every mode looks the same.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the navigation context decides.
        case automatic
        /// Small, inside the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

extension View {
    /// How the navigation title is shown: accepted, no effect, as the title bar is always one line.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}
