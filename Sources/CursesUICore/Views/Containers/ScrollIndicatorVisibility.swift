/// Whether a scroll view shows its indicator, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let isShown: Bool
    /// The platform's choice: shown.
    public static let automatic = ScrollIndicatorVisibility(isShown: true)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(isShown: true)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(isShown: false)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(isShown: false)
}

private struct ScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether the vertical scroll views inside show their indicator (`.scrollIndicators(_:)`).
    var verticalScrollIndicator: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views inside, as SwiftUI's
    /// `scrollIndicators(_:axes:)`. A vertical scroll view's indicator column on the right is
    /// hidden with `.hidden` or `.never`, decided when the scroll view is first shown; a
    /// horizontal one has no indicator.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        axes.contains(.vertical) ? AnyView(environment(\.verticalScrollIndicator, visibility)) : AnyView(self)
    }
}
