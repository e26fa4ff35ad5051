/// Pages under a row of tabs, as SwiftUI's `TabView`: one page shows at a time, and every page
/// keeps its `@State` while another is shown.
///
/// Pages are the views of the content, each named by `.tabItem { }` (or a ``Tab``) and, with a
/// selection, told apart by `.tag(_:)`. Alt-1 to Alt-9 show a page while focus is inside the
/// tab view; the tab row comes last in Tab order (Shift-Tab from the first field reaches it),
/// where ←/→ move between pages.
///
/// ```swift
/// TabView(selection: $tab) {
///     HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
///     SettingsView().tabItem { Label("Settings", systemImage: "gearshape") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownIndex = 0
    @Environment(\.pageIndexDisplayMode) private var pageIndexDisplayMode

    /// Pages whose shown one is the page tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Pages that keep which one is shown themselves.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    /// The view's content.
    @ViewBuilder public var body: some View {
        let pages = TabPages.of(content)
        let shown = shownIndex(among: pages)
        let show = showAction(pages: pages)
        if let pageIndexDisplayMode {
            pagedBody(pages: pages, shown: shown, show: show, showsDots: pageIndexDisplayMode.shows(pages: pages.count))
        } else {
            tabbedBody(pages: pages, shown: shown, show: show)
        }
    }

    /// The `.page` style: the shown page in the middle of the space, with a row of dots under
    /// it; ←/→ and PgUp/PgDn turn the pages wherever the focus is on the screen.
    private func pagedBody(pages: [TabPage], shown: Int, show: @escaping (Int) -> Void, showsDots: Bool) -> some View {
        VStack(spacing: 0) {
            TabDeck(pages: pages.map(\.view), shownIndex: shown)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsDots {
                Text(pages.indices.map { $0 == shown ? "●" : "○" }.joined(separator: " "))
                    .frame(maxWidth: .infinity)
            }
        }
        .modifier(PageTurnModifier(pageCount: pages.count, shown: shown, show: show))
    }

    /// The default style: a row of tabs above the shown page.
    private func tabbedBody(pages: [TabPage], shown: Int, show: @escaping (Int) -> Void) -> some View {
        let shortcuts = Array(Self.pageKeys.prefix(pages.count))
        return VStack(alignment: .leading, spacing: 0) {
            DeferredFocusRow(
                items: Picker("", selection: Binding(get: { shown }, set: show)) {
                    ForEach(pages.indices, id: \.self) { index in
                        Text(pages[index].title.isEmpty ? "\(index + 1)" : pages[index].title).tag(index)
                    }
                }
                .pickerStyle(.segmented)
                .fixedSize())  // the tabs' own widths, at the leading edge
            TabDeck(pages: pages.map(\.view), shownIndex: shown)
        }
        .onKeyPress(keys: Set(shortcuts), help: shortcuts.isEmpty ? [] : [KeyHelp("Alt-1–\(shortcuts.count)", "page")]) { key in
            guard let index = shortcuts.firstIndex(of: key) else { return .ignored }
            show(index)
            return .handled
        }
    }

    private static var pageKeys: [Key] { (1...9).map { Key.alt(Character("\($0)")) } }

    private func shownIndex(among pages: [TabPage]) -> Int {
        guard !pages.isEmpty else { return 0 }
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            return pages.firstIndex { $0.tag == value } ?? 0
        }
        return min(ownIndex, pages.count - 1)
    }

    private func showAction(pages: [TabPage]) -> (Int) -> Void {
        let selection = selection
        let ownIndex = $ownIndex
        return { index in
            guard pages.indices.contains(index) else { return }
            if let selection {
                guard let value = pages[index].tag?.base as? SelectionValue else { return }
                selection.wrappedValue = value
            } else {
                ownIndex.wrappedValue = index
            }
        }
    }
}

/// A page of a ``TabView`` with its title and view in one, as SwiftUI's `Tab`.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     Tab("Settings", systemImage: "gearshape") { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    /// A page titled `title` with the glyph of the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.title = title
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }

    /// A page titled `title` that a selection of `value` shows.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// A page titled `title`, without a glyph, that a selection of `value` shows.
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        systemImage = nil
        self.value = value
        self.content = content()
    }

    /// The view's content.
    public var body: some View { content }
}

extension View {
    /// Names this view's page in a ``TabView``: the text of `label` (a `Label` or `Text`).
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        modifier(TabItemModifier(title: PlainText.of(label())))
    }
}

/// The title of a page in a tab view; it changes nothing on the page itself.
@usableFromInline struct TabItemModifier: NodeModifier {
    let title: String
    func apply(to node: Node) {}
}

/// Shows the page at `shownIndex`; the others stay mounted with their state.
struct TabDeck: View {
    let pages: [AnyView]
    let shownIndex: Int
}

extension TabDeck: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DeckControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? DeckControl)?.shownIndex = shownIndex
        // A page of several views is one control: the deck shows one child per page.
        // Only the shown page's views appear, as on iOS: the others' disappear while hidden.
        return pages.enumerated().map { index, page in
            ViewChild(
                VStack(alignment: .leading, spacing: 0) { page }.modifier(AppearanceScopeModifier(isVisible: index == shownIndex)),
                id: index)
        }
    }
}
