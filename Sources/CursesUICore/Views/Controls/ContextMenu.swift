extension View {
    /// Adds a context menu to this view, as SwiftUI's `contextMenu`: where iOS opens it with a
    /// long press, here the view takes focus and → (or Enter, when nothing inside it takes
    /// focus) opens it over the screen; Enter runs an item, Esc closes it. In a `List` or `Form`
    /// row the menu joins the row's actions, after its swipe actions.
    ///
    /// ```swift
    /// .contextMenu {
    ///     Button("Mark as Done") { todo.isDone = true }
    ///     Button("Delete", role: .destructive) { store.delete(todo) }
    /// }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems())))
    }

    /// A context menu with a preview of what it acts on, as SwiftUI's
    /// `contextMenu(menuItems:preview:)`: in a terminal the menu opens on the view itself, so
    /// the preview is not drawn.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        contextMenu(menuItems: menuItems)
    }
}

/// A list row's context menu goes up to the row; any other view opens its own.
struct ContextMenuModifier: ViewModifier {
    let items: AnyView
    @Environment(\.isInList) private var isInList
    @State private var isOpen = false

    func body(content: Content) -> some View {
        if isInList {
            content.modifier(RowActionsModifier(actions: RowActions(context: [items])))
        } else {
            content.modifier(ContextMenuHost(isOpen: $isOpen, items: items))
        }
    }
}

/// Makes its content a focusable area whose → opens the menu below it, and hands the open
/// menu up to the application.
@usableFromInline struct ContextMenuHost: NodeModifier {
    let isOpen: Binding<Bool>
    let items: AnyView

    func makeControl(for node: Node) -> Control? { ContextMenuControl(node: node) }

    func apply(to node: Node) {
        let isOpen = isOpen
        let open: @MainActor () -> Void = { isOpen.wrappedValue = true }
        (node.control as? ContextMenuControl)?.open = open
        let popup =
            isOpen.wrappedValue ? PopupMenu(items: items, anchor: node, isContextMenu: true, dismiss: { isOpen.wrappedValue = false }) : nil
        node.attributes[PreferenceWriterAttribute.self] = { values in
            if let popup { values[PopupMenuKey.self] = popup }
        }
        node.attributes[KeyHelpAttribute.self] = [KeyHelp("→", "actions")]
        node.attributes[KeyHandlerAttribute.self] = { key in
            guard key == .right else { return false }
            open()
            return true
        }
    }

    func isSame(as other: ContextMenuHost) -> Bool { false }  // the menu's items are new views each time
}
