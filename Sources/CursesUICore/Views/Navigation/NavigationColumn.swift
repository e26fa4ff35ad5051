/// A navigation stack's column: the header, built from what its screens hand up as
/// preferences (titles, toolbars, search fields), then the screens, then, when the header's
/// toolbar has `.bottomBar` items, those items in a line at the bottom of the space, as iOS's
/// bottom toolbar. One node reads both, so a push evaluates no wrapper of its own.
struct NavigationColumn<Header: View>: View {
    let deck: NavigationDeck
    let header: (PreferenceValues) -> Header
}

extension NavigationColumn: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { BottomBarControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let read = node.storage(for: "navigationColumn") { ReadColumnValues() }
        if node.children.count == 3 {
            read.screens = node.children[1].preferences
            read.items = Self.bottomBarItems(header: node.children[0].preferences, screens: read.screens)
        }
        let header = header
        node.attributes[PreferenceObserverAttribute.self] = { node, _ in
            guard node.children.count == 3 else { return }
            let screens = node.children[1].preferences
            if !screens.isEquivalent(to: read.screens) {
                read.screens = screens
                // The new header's items come up in the next combination, which lands here again.
                node.replaceChild(at: 0, with: header(screens))
            }
            let items = Self.bottomBarItems(header: node.children[0].preferences, screens: screens)
            guard items != read.items else { return }
            read.items = items
            node.replaceChild(at: 2, with: Self.bar(items))
        }
        // The items are this stack's: a stack around it does not show them again.
        node.attributes[PreferenceWriterAttribute.self] = { $0[BottomBarItemsKey.self] = nil }
        return [ViewChild(header(read.screens), id: "header"), ViewChild(deck, id: "screens"), ViewChild(Self.bar(read.items), id: "bar")]
    }

    /// The `.bottomBar` items that came up from the header's toolbar and the screens, in that order.
    private static func bottomBarItems(header: PreferenceValues, screens: PreferenceValues) -> ToolbarItems? {
        let above = header[BottomBarItemsKey.self] ?? nil
        guard let below = screens[BottomBarItemsKey.self] ?? nil else { return above }
        return above.map { $0.appending(below) } ?? below
    }

    private static func bar(_ items: ToolbarItems?) -> DeferredFocusRow<ToolbarItems>? {
        items.map { DeferredFocusRow(items: $0) }
    }
}

/// The values a navigation column last built its header and bottom bar from.
private final class ReadColumnValues {
    var screens = PreferenceValues()
    var items: ToolbarItems?
}
