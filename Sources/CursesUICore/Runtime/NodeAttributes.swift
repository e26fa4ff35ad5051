/// Behaviour that modifiers attach to a node (a key handler, help entries, a focus binding, a
/// disappear action), kept in one store typed by its key, so a new modifier kind needs a new
/// key, not a new field on every node.
struct NodeAttributes {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The help entries again, typed: compared on every write, which a cast from `Any` made costly.
    private var help: [KeyHelp]?

    subscript<Key: NodeAttribute>(_ key: Key.Type) -> Key.Value? {
        get {
            // Most lookups find nothing: no cast of an empty optional through the runtime then.
            guard let value = values[ObjectIdentifier(key)] else { return nil }
            return value as? Key.Value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            if key == KeyHelpAttribute.self { help = newValue as? [KeyHelp] }
        }
    }

    /// True when both offer the same to key routing: a key handler or not, help entries or
    /// not, a focus binding or not. The handlers are closures read on each key, and the help
    /// entries are read again by the help bar (``declaresSameHelp(as:)``).
    func routesKeys(like other: NodeAttributes) -> Bool {
        has(KeyHandlerAttribute.self) == other.has(KeyHandlerAttribute.self)
            && has(ScreenKeyHandlerAttribute.self) == other.has(ScreenKeyHandlerAttribute.self)
            && has(FocusBindingAttribute.self) == other.has(FocusBindingAttribute.self)
            && (help == nil) == (other.help == nil)
    }

    /// True when both declare the same help entries.
    func declaresSameHelp(as other: NodeAttributes) -> Bool { help == other.help }

    /// True when a value is set for `key`, without casting or copying it.
    func has<Key: NodeAttribute>(_ key: Key.Type) -> Bool { values.index(forKey: ObjectIdentifier(key)) != nil }
}

/// The key of one kind of node attribute and the type of its value.
protocol NodeAttribute {
    associatedtype Value
}

/// Handles a key that no focused control used; true when it did something.
enum KeyHandlerAttribute: NodeAttribute {
    typealias Value = @MainActor (Key) -> Bool
}

/// Handles a key that neither the focused control nor the views around it used, wherever the
/// focus is on the view's screen (up to an open dialog's edge): `.refreshable`'s Ctrl-R, as a
/// pull works on a list whose rows take no focus.
enum ScreenKeyHandlerAttribute: NodeAttribute {
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

/// Sets or changes preference values on their way up through the node.
enum PreferenceWriterAttribute: NodeAttribute {
    typealias Value = (inout PreferenceValues) -> Void
}

/// Sees the preference values combined from the node's children each time they are combined
/// (`onPreferenceChange`, a reader that builds a view from them).
enum PreferenceObserverAttribute: NodeAttribute {
    typealias Value = @MainActor (Node, PreferenceValues) -> Void
}
