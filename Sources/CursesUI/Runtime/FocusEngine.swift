/// Keeps track of which control has keyboard focus and moves it: Tab and Shift-Tab in tree
/// order, programmatic changes through `.focused` bindings, and recovery when the focused
/// control disappears or is disabled.
@MainActor
final class FocusEngine {
    private(set) weak var focused: Control?

    /// The controls that can take focus now, in tree order.
    func candidates(in root: Control) -> [Control] {
        root.subtree.filter { $0.acceptsFocus && $0.isEnabled && $0.isAttached }
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

    /// Moves focus `offset` steps through the candidates, wrapping around.
    func move(by offset: Int, in root: Control) {
        let all = candidates(in: root)
        guard !all.isEmpty else { return focus(nil) }
        let index = all.firstIndex { $0 === focused }.map { ($0 + offset % all.count + all.count) % all.count } ?? (offset >= 0 ? 0 : all.count - 1)
        focus(all[index])
    }

    /// After an update: follow a focus binding that asks for another control, and replace a
    /// focused control that left the tree or was disabled by the first candidate.
    func synchronize(in root: Control) {
        let all = candidates(in: root)
        if let requested = all.first(where: { $0 !== focused && ($0.focusBinding?.isRequested() ?? false) }),
            !(focused?.focusBinding?.isRequested() ?? false)
        {
            return focus(requested)
        }
        if let focused, all.contains(where: { $0 === focused }) { return }
        focused?.isFocused = false
        focused = nil
        focus(all.first)
    }
}
