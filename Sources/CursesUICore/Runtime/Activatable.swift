/// A control that something other than its own keys can set off: its keyboard shortcut from
/// anywhere on its screen, or Enter on the list row it stands in. Buttons (and so navigation
/// links and toolbar items) are; the key routes collect them in one table. A conforming class
/// also overrides ``Control/activatable`` to return itself: that is how the routes find it.
@MainActor
protocol Activatable: Control {
    /// The key that activates it from anywhere on its screen, if any.
    var keyboardShortcut: Key? { get }
    /// What its keyboard shortcut does, named for the help bar.
    var shortcutHelp: String { get }
    /// Performs what it stands for (a button presses itself).
    func activate()
}
