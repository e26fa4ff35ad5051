/// What a `contextMenu(forSelectionType:menu:primaryAction:)` offers the rows of the list or
/// table inside it: the menu for a row, and the action Enter runs on it.
struct SelectionActions {
    /// The menu items for the row with `id`, nil when there are none.
    let menu: @MainActor (AnyHashable) -> AnyView?
    let primaryAction: (@MainActor (AnyHashable) -> Void)?
}

private struct SelectionActionsKey: EnvironmentKey {
    static var defaultValue: SelectionActions? { nil }
}

extension EnvironmentValues {
    /// The context menu and primary action of the selection container a row is in.
    var selectionActions: SelectionActions? {
        get { self[SelectionActionsKey.self] }
        set { self[SelectionActionsKey.self] = newValue }
    }
}

extension View {
    /// A context menu for the rows of the `List` or `Table` this modifies, as SwiftUI's: → on
    /// a focused row opens `menu` for that row's id (after the row's own actions), and Enter
    /// runs `primaryAction` with it, as a tap (iOS) or a double click (macOS) does. The menu
    /// gets the focused row rather than the whole selection; Space still selects.
    ///
    /// ```swift
    /// .contextMenu(forSelectionType: Item.ID.self) { ids in
    ///     Button("Delete", role: .destructive) { store.delete(ids) }
    /// } primaryAction: { ids in
    ///     open(ids)
    /// }
    /// ```
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        let menuForRow: @MainActor (AnyHashable) -> AnyView? = { id in
            guard let id = id.base as? I else { return nil }
            return AnyView(menu([id]))
        }
        var runForRow: (@MainActor (AnyHashable) -> Void)?
        if let primaryAction {
            runForRow = { id in
                if let id = id.base as? I { primaryAction([id]) }
            }
        }
        return environment(\.selectionActions, SelectionActions(menu: menuForRow, primaryAction: runForRow))
    }
}
