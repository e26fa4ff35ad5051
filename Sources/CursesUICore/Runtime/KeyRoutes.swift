/// What focus, shortcuts and key help can reach on the screen now. It is gathered in one walk
/// of the controls when the control tree changed (a control came or went, was enabled or
/// disabled, changed its shortcut) and reused by every key until then, so a key that changes
/// none of that visits no control.
@MainActor
struct KeyRoutes {
    /// The topmost open dialog, if any: focus and keys stay inside it.
    private(set) var modalScope: Control?
    /// The controls that take focus, in Tab order: tree order, toolbars last.
    private(set) var focusOrder: [Control] = []
    /// Where the toolbars' controls begin in ``focusOrder``.
    private(set) var deferredStart = 0
    /// The enabled controls with a keyboard shortcut, in tree order.
    private(set) var shortcuts: [any Activatable] = []
    /// The focusable controls that a `.focused` binding can ask for.
    private(set) var focusRequesters: [Control] = []
    /// With nothing focused, where a key goes: the nodes in scope that handle keys or name
    /// them, innermost first.
    private(set) var unfocusedRoute: [Node] = []
    /// The nodes in scope whose key handler answers wherever the focus is, innermost first.
    private(set) var screenKeyHandlers: [Node] = []
    private var focusable: Set<ObjectIdentifier> = []

    /// Routes that reach nothing, before the first frame.
    init() {}

    /// Gathers the routes below `root`, counting the controls it visits in `visited`.
    init(root: Control, rootNode: Node, visited: inout Int) {
        var count = 0
        let modal = Self.topmostModal(in: root, visited: &count)
        modalScope = modal
        var deferred: [Control] = []
        collect(from: modal ?? root, deferred: &deferred, isDeferred: false, visited: &count)
        deferredStart = focusOrder.count
        focusOrder += deferred
        focusable = Set(focusOrder.map(ObjectIdentifier.init))
        (modal?.node ?? rootNode).appendKeyHandlers(route: &unfocusedRoute, screenHandlers: &screenKeyHandlers)
        visited += count
    }

    /// The last open dialog in drawing order below `control` (or `control` itself): a
    /// recursive walk rather than `visitSubtree`, whose closure checked the executor at each
    /// control.
    private static func topmostModal(in control: Control, visited: inout Int) -> Control? {
        visited += 1
        var modal = control.isModal && control.isAttached ? control : nil
        let children = control.children
        for index in children.indices where control.reachesChild(at: index, of: children.count) {
            if let inner = topmostModal(in: children[index], visited: &visited) { modal = inner }
        }
        return modal
    }

    private mutating func collect(from control: Control, deferred: inout [Control], isDeferred: Bool, visited: inout Int) {
        visited += 1
        let isDeferred = isDeferred || control.defersFocus
        if control.isEnabled && control.isAttached {
            if control.acceptsFocus {
                if isDeferred { deferred.append(control) } else { focusOrder.append(control) }
                if control.focusBinding != nil { focusRequesters.append(control) }
            }
            if let activatable = control.activatable, activatable.keyboardShortcut != nil { shortcuts.append(activatable) }
        }
        let children = control.children
        for index in children.indices where control.reachesChild(at: index, of: children.count) {
            collect(from: children[index], deferred: &deferred, isDeferred: isDeferred, visited: &visited)
        }
    }

    /// True when `control` can take focus now.
    func canFocus(_ control: Control) -> Bool { focusable.contains(ObjectIdentifier(control)) }

    /// The control whose shortcut is `key`, if one is enabled.
    func shortcut(for key: Key) -> (any Activatable)? {
        shortcuts.first { $0.isAttached && $0.isEnabled && $0.keyboardShortcut == key }
    }
}
