/// Keeps track of which control has keyboard focus and moves it: Tab and Shift-Tab (and Up and
/// Down between form rows) in tree order, programmatic changes through `.focused` bindings,
/// recovery when the focused control disappears or is disabled, and the trap of a dialog.
@MainActor
final class FocusEngine {
    private(set) weak var focused: Control?

    /// The topmost dialog on screen, if any: focus and keys stay inside it.
    func modalScope(in root: Control) -> Control? {
        var modal: Control?
        root.visitSubtree { if $0.isModal && $0.isAttached { modal = $0 } }
        return modal
    }

    /// The controls that can take focus now, in tree order (only inside an open dialog), those
    /// of toolbars last.
    func candidates(in root: Control) -> [Control] {
        var candidates: [Control] = []
        var deferred: [Control] = []
        collect(from: modalScope(in: root) ?? root, into: &candidates, deferred: &deferred, isDeferred: false)
        return candidates + deferred
    }

    private func collect(from control: Control, into candidates: inout [Control], deferred: inout [Control], isDeferred: Bool) {
        let isDeferred = isDeferred || control.defersFocus
        if control.acceptsFocus && control.isEnabled && control.isAttached {
            if isDeferred { deferred.append(control) } else { candidates.append(control) }
        }
        for child in control.reachableChildren(control.children) {
            collect(from: child, into: &candidates, deferred: &deferred, isDeferred: isDeferred)
        }
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
        guard let current = all.firstIndex(where: { $0 === focused }) else {
            return focus(offset >= 0 ? all.first : all.last)
        }
        focus(all[((current + offset) % all.count + all.count) % all.count])
    }

    /// After an update: follow a focus binding that asks for another control, and replace a
    /// focused control that left the tree, was disabled or is outside an open dialog.
    func synchronize(in root: Control) {
        let all = candidates(in: root)
        if !(focused?.focusBinding?.isRequested() ?? false),
            let requested = all.first(where: { $0 !== focused && ($0.focusBinding?.isRequested() ?? false) })
        {
            return focus(requested)
        }
        if let focused, all.contains(where: { $0 === focused }) { return }
        focused?.isFocused = false
        focused = nil
        focus(all.first)
    }
}
