/// Gives the view's content a key that runs an async refresh: a terminal's pull to refresh.
@usableFromInline struct RefreshableModifier: NodeModifier {
    static let key = Key.control("r")
    let action: @MainActor () async -> Void

    func apply(to node: Node) {
        let running = node.storage(for: "refreshable") { RunningTask<NoTaskID>() }
        let action = action
        node.attributes[DisappearAttribute.self] = { running.cancel() }
        node.attributes[KeyHelpAttribute.self] = [KeyHelp(Self.key.description, "refresh")]
        node.attributes[ScreenKeyHandlerAttribute.self] = { key in
            guard key == Self.key else { return false }
            guard running.task == nil else { return true }  // one refresh at a time, as a pull
            running.task = Task { @MainActor in
                await action()
                running.task = nil
            }
            return true
        }
    }
}

extension View {
    /// Makes the content refreshable, as SwiftUI's `refreshable(action:)`: in a terminal,
    /// Ctrl-R (named in the help bar) runs `action` on the main actor, as pulling the list down
    /// does on a phone, wherever the focus is on the screen (a list of plain rows takes none).
    /// A second press while it runs is ignored; leaving the view cancels it.
    ///
    /// ```swift
    /// List(days) { day in DayRow(day: day) }
    ///     .refreshable { await model.reload() }
    /// ```
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
