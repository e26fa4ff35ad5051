/// SwiftUI's navigation container before `NavigationStack` (deprecated in iOS 16, still in
/// most tutorials and working code): a ``NavigationStack`` of its content, as on an iPhone or
/// with `.navigationViewStyle(.stack)`. Links push their destinations, the header names the
/// way back, Esc pops.
///
/// Its older two-column form, a sidebar and a detail, is two columns side by side on a wide
/// terminal (a regular ``UserInterfaceSizeClass``), as on an iPad: a link in the sidebar shows
/// its destination in the detail column, in place of what was there. On a narrow terminal it
/// is a stack of the sidebar, as on an iPhone.
///
/// ```swift
/// NavigationView {
///     List(items) { item in NavigationLink(item.name) { DetailView(item: item) } }
///         .navigationBarTitle("Items")
/// }
/// .navigationViewStyle(.stack)
///
/// NavigationView {
///     Sidebar()
///     Text("Choose an item")
/// }
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content
    /// The sidebar and the detail of the two-column form.
    private var columns: (sidebar: AnyView, detail: AnyView)?

    /// A navigation view whose root screen is `content`; two views (a sidebar and a detail)
    /// are two columns on a wide terminal, the sidebar's links showing their destinations in
    /// the detail column.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        if let views = (self.content as? any ViewSequence)?.anyViews, views.count == 2 { columns = (views[0], views[1]) }
    }

    /// The view's content.
    @ViewBuilder public var body: some View {
        if let columns {
            NavigationViewColumns(sidebar: columns.sidebar, detail: columns.detail)
        } else {
            NavigationStack { content }
        }
    }
}

/// The two-column form of ``NavigationView``: a split view's columns on a wide terminal, where
/// the sidebar's links replace the detail column's screens; a stack of the sidebar on a narrow one.
private struct NavigationViewColumns: View {
    let sidebar: AnyView
    let detail: AnyView
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var detailPath: [AnyHashable] = []
    @State private var choice = SplitColumnChoice()

    var body: some View {
        if sizeClass == .regular {
            let detailPath = $detailPath
            NavigationSplitColumns(
                columns: [
                    AnyView(NavigationStack { sidebar }.environment(\.sidebarLinkAction, { detailPath.wrappedValue = [$0] })),
                    AnyView(NavigationStack(path: $detailPath) { detail }),
                ],
                visibility: .all, choice: choice)
        } else {
            NavigationStack { sidebar }
        }
    }
}

private struct SidebarLinkActionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (AnyHashable) -> Void)? { nil }
}

extension EnvironmentValues {
    /// In the sidebar of a two-column ``NavigationView``: what a link does instead of pushing
    /// onto the sidebar's own stack (it shows its destination in the detail column).
    var sidebarLinkAction: (@MainActor (AnyHashable) -> Void)? {
        get { self[SidebarLinkActionKey.self] }
        set { self[SidebarLinkActionKey.self] = newValue }
    }
}
