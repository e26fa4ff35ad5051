/// Runs an action once, after the update in which the view first appeared; in a lazy
/// container, each time it comes into the scroll view's window, and on a screen that can be
/// covered (a navigation screen, a tab's page), each time the screen shows again.
@usableFromInline struct OnAppearModifier: NodeModifier {
    let action: @MainActor () -> Void

    func apply(to node: Node) {
        if let appearance = node.appearance() {
            appearance.onShow = action
            return
        }
        let appeared = node.storage(for: "onAppear") { Flag() }
        guard !appeared.isSet else { return }
        appeared.isSet = true
        node.graph.afterUpdate(action)
    }
}

/// Runs an action when the view leaves the screen; in a lazy container, also each time it
/// leaves the scroll view's window, and on a screen that can be covered, each time the screen
/// is covered.
@usableFromInline struct OnDisappearModifier: NodeModifier {
    let action: @MainActor () -> Void

    func apply(to node: Node) {
        let action = action
        if let appearance = node.appearance(leave: { if $0.hasAppeared { action() } }) {
            appearance.onHide = action
            return
        }
        node.attributes[DisappearAttribute.self] = action
    }
}

/// Runs an action after a value changed, with the old and the new value, in the same update.
@usableFromInline struct OnChangeModifier<Value: Equatable>: NodeModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func apply(to node: Node) {
        let last = node.storage(for: "onChange") { LastSeen<Value>() }
        let newValue = value
        defer { last.value = newValue }
        guard let oldValue = last.value else {
            if initial { node.graph.afterUpdate { action(newValue, newValue) } }
            return
        }
        if oldValue != newValue { node.graph.afterUpdate { action(oldValue, newValue) } }
    }
}

/// Handles a key that the focused control inside did not handle.
@usableFromInline struct OnKeyPressModifier: NodeModifier {
    let keys: Set<Key>?
    let help: [KeyHelp]
    let action: @MainActor (Key) -> KeyPress.Result

    func apply(to node: Node) {
        let keys = keys
        let action = action
        node.attributes[KeyHelpAttribute.self] = help
        node.attributes[KeyHandlerAttribute.self] = { key in
            guard keys?.contains(key) ?? true else { return false }
            return action(key) == .handled
        }
    }
}

/// Adds key map entries to the help of everything inside.
@usableFromInline struct KeyHelpModifier: NodeModifier {
    let entries: [KeyHelp]

    func apply(to node: Node) { node.attributes[KeyHelpAttribute.self] = entries }
}

/// Ties the focus of the control inside to a value.
@usableFromInline struct FocusedModifier<Value: Hashable>: NodeModifier {
    let binding: Binding<Value?>
    let value: Value

    func apply(to node: Node) {
        let binding = binding
        let value = value
        node.attributes[FocusBindingAttribute.self] = FocusBinding(
            isRequested: { binding.wrappedValue == value },
            setFocused: { focused in
                if focused {
                    if binding.wrappedValue != value { binding.wrappedValue = value }
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            })
    }
}

/// Ties the focus of the control inside to a Boolean.
@usableFromInline struct FocusedFlagModifier: NodeModifier {
    let binding: Binding<Bool>

    func apply(to node: Node) {
        let binding = binding
        node.attributes[FocusBindingAttribute.self] = FocusBinding(
            isRequested: { binding.wrappedValue },
            setFocused: { focused in if binding.wrappedValue != focused { binding.wrappedValue = focused } })
    }
}

/// Per-node storage of the last value an `onChange` saw.
final class LastSeen<Value> {
    var value: Value?
}

/// Per-node storage of a one-time flag.
final class Flag {
    var isSet = false
}

extension View {
    /// Runs `action` once, after the view first appears.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnAppearModifier(action: action))
    }

    /// Runs `action` when the view goes away.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnDisappearModifier(action: action))
    }

    /// Runs `action(old, new)` after `value` changed, in the same update as the change.
    ///
    /// ```swift
    /// .onChange(of: draft.name) { _, newValue in
    ///     if newValue.count > 30 { draft.name = String(newValue.prefix(30)) }
    /// }
    /// ```
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after `value` changed, in the same update as the change (SwiftUI's form
    /// without parameters: read the new value from the state itself).
    ///
    /// ```swift
    /// TextField("UserName", text: $userNameTemp)
    ///     .onChange(of: userNameTemp) { userName = userNameTemp }
    /// ```
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Declares keys for the help bar and overlay that this view handles some other way.
    public func keyHelp(_ entries: KeyHelp...) -> some View {
        modifier(KeyHelpModifier(entries: entries))
    }

    /// Focuses the control inside when `binding` equals `value`; focusing it sets the binding.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }

    /// Focuses the control inside while `binding` is true.
    public func focused(_ binding: Binding<Bool>) -> some View {
        modifier(FocusedFlagModifier(binding: binding))
    }
}
