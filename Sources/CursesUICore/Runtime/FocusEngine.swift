/// Keeps track of which control has keyboard focus and moves it: Tab and Shift-Tab (and Up and
/// Down between form rows) in tree order, programmatic changes through `.focused` bindings,
/// recovery when the focused control disappears or is disabled, and the trap of a dialog.
/// It works from the screen's ``KeyRoutes``, so moving focus walks no controls.
@MainActor
final class FocusEngine {
    private(set) weak var focused: Control?
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
        let previous = focused
        previous?.isFocused = false
        focused = control
        control?.isFocused = true
        previous?.focusBinding?.setFocused(false)
        control?.focusBinding?.setFocused(true)
    }

    /// Moves focus `offset` steps through the focusable controls, wrapping around.
    func move(by offset: Int) {
        let all = routes.focusOrder
        guard !all.isEmpty else { return focus(nil) }
        guard let current = all.firstIndex(where: { $0 === focused }) else {
            return focus(offset >= 0 ? all.first : all.last)
        }
        focus(all[((current + offset) % all.count + all.count) % all.count])
    }

    /// Follows a focus binding that asks for another control than the focused one.
    func followRequests() {
        if focused?.focusBinding?.isRequested() ?? false { return }
        if let requested = routes.focusRequesters.first(where: { $0 !== focused && ($0.focusBinding?.isRequested() ?? false) }) {
            focus(requested)
        }
    }

    /// After the control tree changed: replaces a focused control that left the tree, was
    /// disabled or is outside an open dialog, with the first one that can take focus.
    func keepValid() {
        if let focused, routes.canFocus(focused) { return }
        focused?.isFocused = false
        focused = nil
        focus(routes.focusOrder.first)
    }
}
