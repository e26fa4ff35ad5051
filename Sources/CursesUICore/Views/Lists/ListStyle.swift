/// How a list is drawn, as SwiftUI's `ListStyle`.
///
/// A terminal has one list form, rows under one another with their sections' headers, so every
/// style is accepted and draws the same: `.listStyle(.insetGrouped)` compiles and changes nothing.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows edge to edge, without grouping.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Sections as separate groups.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Sections as inset, rounded groups (iOS settings screens).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as separate groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset groups.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style of lists inside. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where every list draws its rows the same way.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
