/// Keeps track of which control has keyboard focus and moves it: Tab and Shift-Tab (and Up and
/// Down between form rows) in tree order, programmatic changes through `.focused` bindings,
/// recovery when the focused control disappears or is disabled, and the trap of a dialog.
/// It works from the screen's ``KeyRoutes``, so moving focus walks no controls.
@MainActor
final class FocusEngine {
    private(set) var focused: Control? {
        get { focusedReference?.control }
        set { focusedReference = newValue?.reference }
    }
    private var focusedReference: ControlReference?
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    /// What focus can reach now; the application renews it when the control tree changed.
    var routes: KeyRoutes {
        get { graph.keyRoutes }
        set { graph.keyRoutes = newValue }
    }

    /// Moves focus to `control`, updating both controls' focus bindings.
    func focus(_ control: Control?) {
        guard control !== focused else { return }
        graph.defaultFocus = nil
        let previous = focused
        previous?.isFocused = false
        focused = control
        control?.isFocused = true
        previous?.focusBinding?.setFocused(false)
        control?.focusBinding?.setFocused(true)
        // As a keyboard comes up under a text field on iOS, with its toolbar; focus moved from
        // the field onto that toolbar keeps it up, so its items can be reached.
        let keyboardIsUp = control.map { $0.editsText || (isKeyboardUp && $0.node?.environment.isInKeyboardToolbar == true) } ?? false
        if keyboardIsUp != isKeyboardUp {
            isKeyboardUp = keyboardIsUp
            graph.keyboardIsUp.value = keyboardIsUp
        }
    }

    private var isKeyboardUp = false

    /// Moves focus `offset` steps through the focusable controls, wrapping around.
    func move(by offset: Int) {
        let all = routes.focusOrder
        guard !all.isEmpty else { return focus(nil) }
        guard let current = all.firstIndex(where: { $0 === focused }) else {
            return focus(offset >= 0 ? all.first : all.last)
        }
        focus(all[((current + offset) % all.count + all.count) % all.count])
    }

    /// Moves focus `offset` steps with ↑/↓: through the screen's controls or through its
    /// toolbars, whichever holds the focus, stopping at the first and the last (a second ↓ on
    /// a list's last row stays there); ↓ past the last toolbar item goes down to the screen.
    func step(by offset: Int) {
        let all = routes.focusOrder
        guard let current = all.firstIndex(where: { $0 === focused }) else { return move(by: offset) }
        let toolbars = routes.deferredStart
        let inToolbars = current >= toolbars
        let region = inToolbars ? toolbars..<all.count : 0..<toolbars
        let target = current + offset
        if region.contains(target) {
            focus(all[target])
        } else if inToolbars, offset > 0, toolbars > 0 {
            focus(all[0])
        }
    }

    /// Follows a focus binding that asks for another control than the focused one.
    func followRequests() {
        if focused?.focusBinding?.isRequested() ?? false { return }
        if let requested = routes.focusRequesters.first(where: { $0 !== focused && ($0.focusBinding?.isRequested() ?? false) }) {
            focus(requested)
        }
    }

    /// Where focus was when a dialog or menu opened, to go back to when it closes.
    private var returns: [FocusReturn] = []

    /// Controls that lost focus by going out of reach while staying in the tree (a screen
    /// pushed over them, another tab chosen), most recent last.
    private var covered: [WeakControl] = []

    /// After the control tree changed: replaces a focused control that left the tree, was
    /// disabled or is outside an open dialog. Focus goes back to where it was before a dialog
    /// that closed, or to a control that went out of reach and is in reach again (Esc from a
    /// pushed screen: the row it was opened from); a control that left the tree (a deleted
    /// row) hands it to the next one in the old order (or the one before); otherwise the first
    /// control that can take focus gets it.
    func keepValid(previousOrder: [Control] = []) {
        if let modal = routes.modalScope, let focused, !returns.contains(where: { $0.modal === modal }),
            !Self.isInside(focused, modal)
        {
            returns.append(FocusReturn(modal: modal, focus: focused, order: previousOrder))
        }
        var back: Control?
        while let last = returns.last, !(last.modal?.isAttached ?? false) {
            returns.removeLast()
            back = routes.canFocus(last.focus) ? last.focus : neighbour(of: last.focus, in: last.order)
        }
        if let focused, routes.canFocus(focused) { return }
        let lost = focused
        if let lost, lost.isAttached, lost.isEnabled, routes.modalScope == nil, back == nil {
            covered.append(WeakControl(control: lost))
            if covered.count > Self.coveredLimit { covered.removeFirst() }
        }
        covered.removeAll { !($0.control?.isAttached ?? false) }
        if back == nil, let index = covered.lastIndex(where: { $0.control.map(routes.canFocus) ?? false }) {
            back = covered.remove(at: index).control
        }
        focused?.isFocused = false
        focused = nil
        let chosen = back ?? lost.flatMap { neighbour(of: $0, in: previousOrder) }
        focus(chosen ?? routes.focusOrder.first)
        if chosen == nil { graph.defaultFocus = focused }
    }

    /// After a layout: a control focused only by default that its scroll view left out of view
    /// (a detail screen whose only buttons are at its end, pushed down as its content loads)
    /// hands the focus to the first control on screen (the toolbar's), so the screen shows its
    /// top as on iOS; with none on screen, the scroll view goes down to it. True when the
    /// focus or the scroll moved.
    func keepDefaultFocusInView() -> Bool {
        guard let control = graph.defaultFocus, control === focused, !control.isShownWhole else { return false }
        if let shown = routes.focusOrder.first(where: { $0.isEnabled && $0.isShownWhole }) {
            focus(shown)
            graph.defaultFocus = shown
        } else {
            graph.defaultFocus = nil
            control.tellAncestorsFocusChanged()
        }
        return true
    }

    /// The most covered controls kept (screens pushed, tabs left) before the oldest is let go.
    private static let coveredLimit = 32

    /// For a control that left a container still on screen (a deleted row): the control after
    /// it in `order` in that container that can take focus now, or else the one before. For a
    /// control still there but disabled (a button that turned itself off): the same, in the
    /// closest container around it that holds one. A control that went with its whole screen,
    /// or is still there out of reach, has none.
    private func neighbour(of control: Control, in order: [Control]) -> Control? {
        guard let index = order.firstIndex(where: { $0 === control }) else { return nil }
        if control.isAttached {
            guard !control.isEnabled else { return nil }
            var container = control.parent
            while let current = container {
                let candidate = { (other: Control) in self.routes.canFocus(other) && Self.isInside(other, current) }
                if let found = order[(index + 1)...].first(where: candidate) ?? order[..<index].last(where: candidate) {
                    return found
                }
                container = current.parent
            }
            return nil
        }
        guard let container = control.parent, container.isAttached else { return nil }
        let candidate = { (other: Control) in self.routes.canFocus(other) && Self.isInside(other, container) }
        return order[(index + 1)...].first(where: candidate) ?? order[..<index].last(where: candidate)
    }

    private static func isInside(_ control: Control, _ container: Control) -> Bool {
        var current: Control? = control
        while let ancestor = current {
            if ancestor === container { return true }
            current = ancestor.parent
        }
        return false
    }
}

/// A dialog that took focus, with where focus was before it and the focus order of then.
private struct FocusReturn {
    weak var modal: Control?
    let focus: Control
    let order: [Control]
}

/// A control that lost focus out of reach, held without keeping it alive.
private struct WeakControl {
    weak var control: Control?
}
