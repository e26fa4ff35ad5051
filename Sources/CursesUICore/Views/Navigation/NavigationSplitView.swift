/// Two or three columns, as SwiftUI's `NavigationSplitView`: a sidebar, an optional content
/// column and a detail. Each column is a navigation stack with its own header (title and
/// toolbar).
///
/// On a wide terminal (a regular ``UserInterfaceSizeClass``) the columns stand side by side,
/// a vertical rule between them; Tab, or ← and → where the focused control leaves them, move
/// between columns. On a narrow one they stack: the sidebar shows first, choosing a row of its
/// `List(selection:)` shows the next column, and Esc goes back.
///
/// ```swift
/// NavigationSplitView(columnVisibility: $visibility) {
///     List(selection: $selectedID) {
///         ForEach(notes) { note in NavigationLink(note.title, value: note.id) }
///     }
///     .navigationTitle("Notes")
/// } detail: {
///     if let note = store.note(with: selectedID) { NoteEditor(note: note).id(note.id) }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var shownColumn = SplitColumnChoice()

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view whose visible columns `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// The view's content.
    public var body: some View {
        var columns = [AnyView(NavigationStack { sidebar })]
        if let content { columns.append(AnyView(NavigationStack { content })) }
        columns.append(AnyView(NavigationStack { detail }))
        return NavigationSplitColumns(
            columns: columns, visibility: (columnVisibility ?? $ownVisibility).wrappedValue, choice: shownColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        columnVisibility = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// A two-column split view whose visible columns `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}
