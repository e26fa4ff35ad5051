/// How a ``TabView`` shows its pages, as SwiftUI's `TabViewStyle`: `.automatic` (a row of tabs)
/// or `.page` (one page at a time with a row of dots under it, as iOS's paged scrolling).
public protocol TabViewStyle: Sendable {
    /// The page index the style shows, or nil for a row of tabs.
    var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The default tab view style: the tabs in a row above the pages.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// A row of tabs, no page index.
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// Pages one after another, as SwiftUI's `PageTabViewStyle`: in a terminal ←/→ (or PgUp/PgDn)
/// turn the page where a swipe would, and a row of dots under the page (`● ○ ○`) shows which
/// one is shown.
public struct PageTabViewStyle: TabViewStyle {
    /// When the row of dots shows, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case automatic, always, never }
        private let kind: Kind

        /// The dots when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// The dots whatever the number of pages.
        public static let always = IndexDisplayMode(kind: .always)
        /// No dots.
        public static let never = IndexDisplayMode(kind: .never)

        /// True when the dots show for `pages` pages.
        func shows(pages: Int) -> Bool {
            switch kind {
            case .automatic: pages > 1
            case .always: true
            case .never: false
            }
        }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Paged scrolling, with the dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    /// The page index's display mode.
    public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a row of tabs.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paged scrolling with the dots under the page when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paged scrolling with the dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the dots of a paged tab view are drawn, as SwiftUI's `IndexViewStyle`; in cells they
/// have one look, so the style has no effect.
public protocol IndexViewStyle: Sendable {}

/// The page index style, as SwiftUI's `PageIndexViewStyle`; its background has no effect.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background, as SwiftUI's `BackgroundDisplayMode`.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// The platform's default.
        case automatic
        /// Always.
        case always
        /// While the dots are used.
        case interactive
        /// Never.
        case never
    }

    /// The background mode asked for.
    public let backgroundDisplayMode: BackgroundDisplayMode

    /// A page index style with `backgroundDisplayMode`.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page index style with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageIndexDisplayModeKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension EnvironmentValues {
    /// The page index of tab views inside, nil for a row of tabs (`tabViewStyle(_:)`).
    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[PageIndexDisplayModeKey.self] }
        set { self[PageIndexDisplayModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how tab views inside show their pages, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexDisplayMode, style._pageIndexDisplayMode)
    }

    /// Sets how the dots of paged tab views inside are drawn, as SwiftUI's `indexViewStyle(_:)`:
    /// no effect, the dots have one look in cells.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
