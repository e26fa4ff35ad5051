/// How a ``NavigationSplitView`` shares the width between its columns, as SwiftUI's
/// `NavigationSplitViewStyle`. A terminal lays every style out the same way (the sidebar at
/// its width, the detail taking the rest): every style is accepted and has that one look.
public protocol NavigationSplitViewStyle: Sendable {}

/// The style the system picks.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// Leading columns beside the detail, sharing the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// The detail at full size, the leading columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The style the system picks.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// The style of the split views inside. Accepted for SwiftUI compatibility; a terminal lays
    /// every style out the same way.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of the split-view column this view is the root of, on a wide terminal, in
    /// the program's ``LengthUnit`` (points under `App.main()`, so 260 is 33 columns).
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        modifier(SplitColumnWidthModifier(width: width))
    }

    /// The width of the split-view column this view is the root of: its `ideal` width, in the
    /// program's ``LengthUnit``, on a wide terminal (a terminal column is not dragged wider or
    /// narrower).
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// Hands the column's width up in cells, read in the environment's length unit.
struct SplitColumnWidthModifier: ViewModifier {
    let width: Double
    @Environment(\.lengthUnit) private var lengthUnit

    func body(content: Content) -> some View {
        content.preference(key: NavigationSplitColumnWidthKey.self, value: max(1, lengthUnit.columns(Int(width.rounded()))))
    }
}

/// The width a split-view column asks for, as it comes up from the column's root.
struct NavigationSplitColumnWidthKey: PreferenceKey {
    static let defaultValue: Int? = nil
    static func reduce(value: inout Int?, nextValue: () -> Int?) { value = value ?? nextValue() }
}
