/// One element of a `ForEach` in a ``List`` or ``Form``: a row that knows its offset in the
/// data. Del deletes it (`onDelete`), Alt-↑/Alt-↓ move it in edit mode (`onMove`, with
/// SwiftUI's offsets: down by one is `toOffset: offset + 2`), and → opens its actions as a
/// menu: the `swipeActions` and `contextMenu` that its content hands up as a preference, and
/// Delete when it has `onDelete` and no trailing swipe actions, as on iOS.
///
/// A row with a control inside (a link, a toggle) lets that control take focus and gets the
/// keys it leaves; a row of plain views takes focus itself while it has something to offer.
/// In a `List(selection:)` the row is marked `▸` while selected (`✓` in a set), and Space
/// (or Enter on a row without a link) selects it.
struct ListItemRow<Content: View>: View {
    let content: Content
    /// The element's id: the value the row stands for in a list's selection.
    let id: AnyHashable
    let offset: Int
    let count: Int
    let actions: RowEditActions
}

extension ListItemRow: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ListItemRowControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        node.childEnvironment.makesListRows = false
        guard let row = node.control as? ListItemRowControl else { return [ViewChild(content)] }
        let menu = node.storage(for: "rowMenu") { RowMenuState() }
        let isEditing = node.environment.editMode?.wrappedValue.isEditing ?? false
        let isMenuOpen = menu.isOpen.value  // read as state: opening the menu evaluates the row again
        let traits = node.environment.rowTraits.over(menu.traits.value)
        let selection = node.environment.listSelection
        let selectable = traits.selectionDisabled != true
        let selectionActions = node.environment.selectionActions
        let selectionMenu = selectionActions?.menu(id)
        row.configure(
            deletes: actions.delete != nil && traits.deleteDisabled != true,
            moves: actions.move != nil && isEditing && traits.moveDisabled != true, isEditing: isEditing,
            selectionMark: selection.map { selectable && $0.isSelected(id) ? ($0.isMultiple ? "✓" : "▸") : " " },
            style: node.environment.style)
        let offset = offset
        let delete = row.deletes ? actions.delete.map { delete in { @MainActor in delete([offset]) } } : nil
        menu.host(on: node, isOpen: isMenuOpen, delete: delete, extra: selectionMenu) { node, found in
            row.hasMenu = (found?.hasMenuItems ?? false) || delete != nil || selectionMenu != nil
            row.disclosure = found?.disclosure.map { $0.isExpanded }
            node.attributes[KeyHelpAttribute.self] = row.keyHelpEntries
        }
        row.hasMenu = (menu.actions?.hasMenuItems ?? false) || delete != nil || selectionMenu != nil
        row.disclosure = menu.actions?.disclosure.map { $0.isExpanded }
        row.opensOnEnter = selectionActions?.primaryAction != nil
        node.attributes[KeyHelpAttribute.self] = row.keyHelpEntries
        node.attributes[KeyHandlerAttribute.self] = editKeys(
            row: row, menu: menu, selection: selectable ? selection : nil, primaryAction: selectionActions?.primaryAction)
        return [ViewChild(content)]
    }

    private func editKeys(
        row: ListItemRowControl, menu: RowMenuState, selection: ListSelectionChoice?, primaryAction: (@MainActor (AnyHashable) -> Void)?
    ) -> @MainActor (Key) -> Bool {
        let actions = actions
        let id = id
        let offset = offset
        let count = count
        return { key in
            switch key {
            case .delete, .backspace:
                guard row.deletes, let delete = actions.delete else { return false }
                delete([offset])
            case .altUp:
                guard row.moves, let move = actions.move else { return false }
                if offset > 0 { move([offset], offset - 1) }
            case .altDown:
                guard row.moves, let move = actions.move else { return false }
                if offset < count - 1 { move([offset], offset + 2) }
            case .right:
                if let disclosure = menu.actions?.disclosure, !disclosure.isExpanded {
                    disclosure.setExpanded(true)
                    return true
                }
                guard row.hasMenu else { return false }
                menu.isOpen.value = true
            case .left:
                guard let disclosure = menu.actions?.disclosure, disclosure.isExpanded else { return false }
                disclosure.setExpanded(false)
            case .enter where primaryAction != nil:
                primaryAction?(id)
            case .character(" "), .enter:
                guard let selection else { return false }
                selection.choose(id)
            default:
                return false
            }
            return true
        }
    }
}

/// Whether a row's menu is open, and the actions and traits its content handed up last.
final class RowMenuState {
    let isOpen = StateBox(false)
    var actions: RowActions?
    /// Read as state: content that turns a key off (`deleteDisabled`) evaluates the row again.
    let traits = StateBox(RowTraits())

    /// Makes `node` the row its content's actions come up to (they go no further), and hands
    /// its menu up to the application while `isOpen`; `actionsChanged` hears of new actions.
    @MainActor func host(
        on node: Node, isOpen: Bool, delete: (@MainActor () -> Void)?, extra: AnyView? = nil,
        actionsChanged: @escaping @MainActor (Node, RowActions?) -> Void
    ) {
        let popup =
            isOpen
            ? PopupMenu(
                items: items(delete: delete, extra: extra), anchor: node, isContextMenu: showsContextMenu(extra: extra),
                dismiss: { self.isOpen.value = false }) : nil
        node.attributes[PreferenceObserverAttribute.self] = { node, values in
            let traits = values[RowTraitsKey.self] ?? RowTraits()
            if traits != self.traits.value { node.graph.afterUpdate { self.traits.value = traits } }
            let found = values[RowActionsKey.self] ?? nil
            guard found != self.actions else { return }
            self.actions = found
            actionsChanged(node, found)
        }
        node.attributes[PreferenceWriterAttribute.self] = { values in
            values[RowActionsKey.self] = nil
            values[RowTraitsKey.self] = nil
            if let popup { values[PopupMenuKey.self] = popup }
        }
    }

    /// True when the menu holds a context menu, the row's or the container's (`extra`).
    private func showsContextMenu(extra: AnyView?) -> Bool { !(actions?.context.isEmpty ?? true) || extra != nil }

    /// The menu: the swipe actions, leading then trailing, then the context menu, then `extra`
    /// (the container's `contextMenu(forSelectionType:)` for this row). `onDelete`'s Delete,
    /// which iOS shows when the row is swiped, is listed only where no trailing swipe action
    /// replaces it and no context menu is shown: a context menu holds the program's items
    /// alone, as on iOS, and Del deletes the row either way.
    @MainActor func items(delete: (@MainActor () -> Void)?, extra: AnyView? = nil) -> AnyView {
        let offersDelete = delete != nil && (actions?.trailing.isEmpty ?? true) && !showsContextMenu(extra: extra)
        let actions = actions ?? RowActions()
        return AnyView(
            VStack(alignment: .leading, spacing: 0) {
                ForEach(actions.leading.indices, id: \.self) { actions.leading[$0] }
                ForEach(actions.trailing.indices, id: \.self) { actions.trailing[$0] }
                if offersDelete, let delete { Button("Delete", role: .destructive, action: delete) }
                ForEach(actions.context.indices, id: \.self) { actions.context[$0] }
                if let extra { extra }
            })
    }
}

/// Lays a row's content out in a column between its edit marks (`⊖` deletable, `≡` movable,
/// shown in edit mode), and reverses the row while it has focus itself.
final class ListItemRowControl: Control {
    private(set) var deletes = false
    private(set) var moves = false
    private var isEditing = false
    /// In a list with a selection: the mark drawn before the row (a space when not selected).
    private(set) var selectionMark: String?
    /// True when → opens a menu of actions for this row.
    var hasMenu = false {
        didSet { if hasMenu != oldValue { keyRoutesDidChange() } }
    }
    /// For a row with children (an `OutlineGroup`'s): whether they show; nil for other rows.
    var disclosure: Bool? {
        didSet { if (disclosure == nil) != (oldValue == nil) { keyRoutesDidChange() } }
    }
    /// True when Enter runs the container's primary action for the row.
    var opensOnEnter = false

    func configure(
        deletes newDeletes: Bool, moves newMoves: Bool, isEditing newEditing: Bool, selectionMark newMark: String?, style newStyle: Style
    ) {
        if newMark != selectionMark {
            if (newMark == nil) != (selectionMark == nil) {
                setNeedsLayout()
                keyRoutesDidChange()
            }
            selectionMark = newMark
            setNeedsDisplay()
        }
        if newDeletes != deletes || newMoves != moves || newEditing != isEditing {
            deletes = newDeletes
            moves = newMoves
            isEditing = newEditing
            setNeedsLayout()
            keyRoutesDidChange()
        }
        if newStyle != style {
            style = newStyle
            setNeedsDisplay()
        }
    }

    /// The keys the row takes, for the help bar.
    var keyHelpEntries: [KeyHelp] {
        var entries: [KeyHelp] = []
        if deletes { entries.append(KeyHelp("Del", "delete")) }
        if moves { entries.append(KeyHelp("Alt-↑↓", "move")) }
        if let disclosure { entries.append(disclosure ? KeyHelp("←", "collapse") : KeyHelp("→", "expand")) }
        if hasMenu { entries.append(KeyHelp("→", "actions")) }
        if opensOnEnter { entries.append(KeyHelp("Enter", "open")) }
        if selectionMark != nil { entries.append(KeyHelp("Space", "select")) }
        return entries
    }

    private var insets: EdgeInsets {
        let marks = (isEditing && deletes ? 2 : 0) + (selectionMark != nil ? 2 : 0)
        return EdgeInsets(top: 0, leading: marks, bottom: 0, trailing: isEditing && moves ? 2 : 0)
    }

    /// A row takes focus itself when it offers something and nothing inside it takes focus.
    override var acceptsFocus: Bool {
        guard deletes || moves || hasMenu || disclosure != nil || selectionMark != nil, !children.isEmpty else { return false }
        return !children.contains { $0.subtree.contains(where: \.acceptsFocus) }
    }

    /// A row is as wide as its list, so its marks stand at the edges and focus reverses it all.
    override func expands(_ axis: Axis) -> Bool { axis == .horizontal || super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let insets = insets
        let marks = insets.leading + insets.trailing
        let content = StackLayout.column.size(of: children, in: Size(width: max(0, proposal.width - marks), height: proposal.height))
        // An element that shows nothing (an `if` that is false) is no row, as in SwiftUI.
        guard !children.isEmpty else { return Size(width: proposal.width, height: 0) }
        return Size(width: proposal.width, height: min(proposal.height, max(1, content.height)))
    }

    override func layoutChildren() {
        StackLayout.column.place(children, in: frame.inset(by: insets))
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        if let selectionMark {
            let x = frame.minX + (isEditing && deletes ? 2 : 0)
            canvas.draw(selectionMark, at: Point(x: x, y: frame.minY), style: style, clip: clip)
        }
        guard isEditing else { return }
        if deletes {
            var mark = style
            mark.foreground = .red
            canvas.draw("⊖", at: frame.origin, style: mark, clip: clip)
        }
        if moves { canvas.draw("≡", at: Point(x: frame.maxX - 1, y: frame.minY), style: style, clip: clip) }
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard isFocused else { return }
        canvas.restyle(frame.intersection(clip)) { $0.reverse.toggle() }
    }
}
