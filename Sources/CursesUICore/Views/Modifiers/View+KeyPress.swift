/// SwiftUI's `onKeyPress` forms, and CursesUI's own that name their key in the help bar.
///
/// Keys reach the focused view first, then each view around it, as in SwiftUI: an action
/// runs only while the focus is inside the view it is written on (a view with no control of
/// its own takes focus with `.focusable()`), or when nothing on the screen has focus. An action
/// returning `.ignored` lets the key go on to the views around it and then to the focus keys
/// (Tab, ↑/↓). A terminal reports only key-down, so only an action whose `phases` include
/// `.down` ever runs.
extension View {
    /// Runs `action` when `key` is pressed while the focus is inside this view, as SwiftUI's
    /// `onKeyPress(_:action:)`; `help` names the key in the help bar.
    ///
    /// ```swift
    /// .onKeyPress(.upArrow) {
    ///     count += 1
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(_ key: KeyEquivalent, help: String? = nil, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(keys: [key], help: help.map { [KeyHelp(key.description, $0)] } ?? [], action: { _ in action() }))
    }

    /// Runs `action` with the press when `key` is pressed in one of `phases` (a terminal
    /// reports `.down` only), as SwiftUI's `onKeyPress(_:phases:action:)`. The key matches
    /// whatever modifiers are held with it: the action reads them from the press.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(phases: phases) { press in press.key == key ? action(press) : .ignored }
    }

    /// Runs `action` with the press when one of `keys` is pressed, as SwiftUI's
    /// `onKeyPress(keys:phases:action:)`.
    ///
    /// ```swift
    /// .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
    ///     move(by: press.key == .leftArrow ? -1 : 1)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(phases: phases) { press in keys.contains(press.key) ? action(press) : .ignored }
    }

    /// Runs `action` with every key pressed while the focus is inside this view, as SwiftUI's
    /// `onKeyPress(phases:action:)`; a paste, a click or a resize is no key press.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(
            OnKeyPressModifier(keys: nil, help: []) { key in
                guard phases.contains(.down), let press = KeyPress(key) else { return .ignored }
                return action(press)
            })
    }

    /// Handles any of the terminal's `keys` when no focused control inside used them, naming
    /// them in the help bar with `help`: CursesUI's form, whose action gets the terminal's
    /// ``Key`` (`.control("s")`, `.altUp`) rather than a ``KeyPress``.
    @_disfavoredOverload
    public func onKeyPress(keys: Set<Key>, help: [KeyHelp] = [], action: @escaping @MainActor (Key) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(keys: keys, help: help, action: action))
    }
}
