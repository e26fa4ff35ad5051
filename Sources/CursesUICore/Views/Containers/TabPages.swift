/// One page of a ``TabView``: the view, the title of its tab and its tag.
struct TabPage {
    var view: AnyView
    var title: String
    var tag: AnyHashable?
}

/// The pages of a tab view's content, found through groups, conditionals and `ForEach`; any
/// other view is one page, named by its `.tabItem` and tagged by its `.tag`.
@MainActor
enum TabPages {
    static func of(_ view: some View) -> [TabPage] {
        if let list = view as? any ViewList { return list.listedViews.flatMap { of($0) } }
        return (view as? any TabPageSource)?.tabPages ?? [TabPage(view: AnyView(view), title: "", tag: nil)]
    }
}

/// A view that says what its page is called (a `.tabItem`, a ``Tab``).
@MainActor
protocol TabPageSource {
    var tabPages: [TabPage] { get }
}

extension ModifiedContent: TabPageSource where Content: View {
    var tabPages: [TabPage] {
        let inner = TabPages.of(content)
        guard inner.count == 1, var page = inner.first else { return inner }
        page.view = AnyView(self)
        if let item = modifier as? TabItemModifier { page.title = item.title }
        if let tag = modifier as? any TagValue { page.tag = tag.anyTag }
        return [page]
    }
}

extension Tab: TabPageSource {
    var tabPages: [TabPage] {
        let glyph = systemImage.map { PlainText.of(Image(systemName: $0)) } ?? ""
        let title = [glyph, title].filter { !$0.isEmpty }.joined(separator: " ")
        return [TabPage(view: AnyView(content), title: title, tag: value.map { AnyHashable($0) })]
    }
}

extension ModifiedView: TabPageSource {
    /// A page's badge stands next to its tab's title, not on the page; any other modifier
    /// changes the page.
    var tabPages: [TabPage] {
        let inner = TabPages.of(content)
        guard inner.count == 1, var page = inner.first else { return inner }
        if let badge = modifier as? BadgeModifier {
            if let text = badge.text, !text.isEmpty { page.title += " (\(text))" }
        } else {
            page.view = AnyView(self)
        }
        return [page]
    }
}
