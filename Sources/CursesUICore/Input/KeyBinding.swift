/// A screen key as data: the key, what it does in words, and the action. One list of these
/// feeds both the key handling and the help bar, so the two cannot drift apart.
///
/// ```swift
/// .keyBindings([
///     KeyBinding("d", "Deposit") { depositing = true },
///     KeyBinding("q", "Quit") { exit() },
/// ])
/// ```
public struct KeyBinding {
    /// The key.
    public let key: Key
    /// What it does, for the help bar.
    public let help: String
    /// False to leave the key unhandled (and out of the help bar) for now.
    public let isEnabled: Bool
    /// What pressing it does.
    public let action: @MainActor () -> Void

    /// A binding of `key` to `action`, named `help` in the help bar.
    public init(_ key: Key, _ help: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.help = help
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A binding of a character key (a literal reads as a ``Key``, which is the same).
    @_disfavoredOverload
    public init(_ character: Character, _ help: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.init(Key.character(character), help, isEnabled: isEnabled, action: action)
    }
}

/// Handles the keys of a ``KeyBinding`` list that no focused control used, and lists them in
/// the help bar.
@usableFromInline struct KeyBindingsModifier: NodeModifier {
    let bindings: [KeyBinding]

    func apply(to node: Node) {
        let active = bindings.filter(\.isEnabled)
        node.attributes[KeyHelpAttribute.self] = active.map { KeyHelp($0.key.description, $0.help) }
        node.attributes[KeyHandlerAttribute.self] = { key in
            guard let binding = active.first(where: { $0.key == key }) else { return false }
            binding.action()
            return true
        }
    }
}

extension View {
    /// Handles the keys in `bindings` when no focused control used them, and shows them in the
    /// help bar: one declaration for both.
    public func keyBindings(_ bindings: [KeyBinding]) -> some View {
        modifier(KeyBindingsModifier(bindings: bindings))
    }
}
