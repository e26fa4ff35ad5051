/// Behaviour that modifiers attach to a node (a key handler, help entries, a focus binding, a
/// disappear action), kept in one store typed by its key, so a new modifier kind needs a new
/// key, not a new field on every node.
struct NodeAttributes {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: NodeAttribute>(_ key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The key of one kind of node attribute and the type of its value.
protocol NodeAttribute {
    associatedtype Value
}

/// Handles a key that no focused control used; true when it did something.
enum KeyHandlerAttribute: NodeAttribute {
    typealias Value = @MainActor (Key) -> Bool
}

/// Keys this view declares for the help bar (`.keyHelp`, `.keyBindings`, `onKeyPress(_:help:)`).
enum KeyHelpAttribute: NodeAttribute {
    typealias Value = [KeyHelp]
}

/// The focus binding of a `.focused` modifier.
enum FocusBindingAttribute: NodeAttribute {
    typealias Value = FocusBinding
}

/// What runs when the view leaves the graph (`.onDisappear`).
enum DisappearAttribute: NodeAttribute {
    typealias Value = @MainActor () -> Void
}
