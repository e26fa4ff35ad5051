/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`: a terminal
/// never bounces, so every value reads the same.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

private struct ScrollDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether scroll views move with their keys, as SwiftUI's `isScrollEnabled`: false inside
    /// `.scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }
}

extension View {
    /// Stops the scroll views inside from scrolling, as SwiftUI's `scrollDisabled(_:)`: PgUp,
    /// PgDn and the arrows leave them where they are (the focus still moves through them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier("scrollDisabled", disabled) { $0.isScrollEnabled = !disabled })
    }

    /// How the scroll views inside bounce. Accepted for SwiftUI compatibility; has no effect in
    /// a terminal, which never bounces.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Lets scroll content draw outside the scroll view. Accepted for SwiftUI compatibility;
    /// has no effect in a terminal, where content is clipped to the cells it was given.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Space inside the safe area, as SwiftUI's `safeAreaPadding(_:_:)`: in a terminal, which
    /// has no safe area to extend, padding of the content.
    public func safeAreaPadding(_ edges: Edges = .all, _ length: Int? = nil) -> some View {
        padding(edges, length)
    }

    /// Space inside the safe area on all edges, as SwiftUI's `safeAreaPadding(_:)`.
    public func safeAreaPadding(_ length: Int) -> some View { padding(length) }

    /// Margins around a scroll view's content, as SwiftUI's `contentMargins(_:_:for:)`: in a
    /// terminal, padding of the view.
    public func contentMargins(_ edges: Edges = .all, _ length: Int?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        padding(edges, length)
    }

    /// Margins on all edges of a scroll view's content, as SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: Int, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(length)
    }

    /// The padding a scene's content gets from the screen's edges, as SwiftUI's
    /// `scenePadding(_:)`: one cell.
    public func scenePadding(_ edges: Edges = .all) -> some View { padding(edges, 1) }
}

/// Where `contentMargins` applies, as SwiftUI's `ContentMarginPlacement`: in a terminal, the
/// whole view either way.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
