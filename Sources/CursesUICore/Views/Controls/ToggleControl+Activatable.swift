/// Enter on the list row a toggle stands in switches it, as a tap on the row does on iOS.
extension ToggleControl: Activatable {
    var keyboardShortcut: Key? { nil }
    var shortcutHelp: String { "" }
    func activate() { _ = handle(.enter) }
}
