/// Where a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`; set it with
/// `.scrollTargetBehavior(_:)`. In a terminal a horizontal scroll view with a behaviour steps with
/// ←/→ wherever the focus is on its screen, where a swipe would: `.paging` by the width it shows,
/// `.viewAligned` to the next view of its `.scrollTargetLayout()`. A behaviour of a program's
/// own scrolls as a scroll view without one does.
public protocol ScrollTargetBehavior {}

/// Scrolls a page at a time, a page being the width (or height) the scroll view shows, as
/// SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}
}

/// Scrolls so that a view of the scroll target layout starts at the leading edge, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass, as SwiftUI's `LimitBehavior`; a terminal step always
    /// moves one view, so every limit steps the same.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view at a time.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
    }

    /// The limit the behaviour was made with.
    public let limitBehavior: LimitBehavior

    /// The view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls a page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Scrolls to the start of a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Scrolls to the start of a view of the scroll target layout, within `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// How a horizontal scroll view steps with ←/→: by the width it shows, or to the next view.
enum ScrollStep: Hashable {
    case page
    case view
}

private struct ScrollStepKey: EnvironmentKey {
    static let defaultValue: ScrollStep? = nil
}

extension EnvironmentValues {
    /// How the scroll views inside step, from `.scrollTargetBehavior(_:)`; nil: they follow the
    /// focus.
    var scrollStep: ScrollStep? {
        get { self[ScrollStepKey.self] }
        set { self[ScrollStepKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views inside come to rest, as SwiftUI's `scrollTargetBehavior(_:)`:
    /// `.paging` for a carousel of pages, `.viewAligned` for a row of cards.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let step: ScrollStep? =
            switch behavior {
            case is PagingScrollTargetBehavior: .page
            case is ViewAlignedScrollTargetBehavior: .view
            default: nil
            }
        return environment(\.scrollStep, step)
    }

    /// Marks the layout whose views a scroll view aligns to and reports in
    /// `.scrollPosition(id:)`, as SwiftUI's `scrollTargetLayout(isEnabled:)`. Here the views are
    /// those of the first `ForEach` inside the scroll view, so the mark changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
