import Observation

/// Changes the environment for the content: style, enabled state, field options, actions.
///
/// Two modifiers are equal when they set the same key to an equivalent value, so a parent
/// evaluated again does not make the content re-evaluate for an unchanged `.bold()`. Generic
/// over both, so that they compare where they lie: boxed into `AnyHashable` and `Any`, every
/// comparison cast them back.
@usableFromInline struct EnvironmentModifier<Key: Hashable, Value>: NodeModifier {
    let key: Key
    let value: Value
    let transform: (inout EnvironmentValues) -> Void

    init(_ key: Key, _ value: Value, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.key = key
        self.value = value
        self.transform = transform
    }

    func apply(to node: Node) { transform(&node.childEnvironment) }

    func isSame(as other: EnvironmentModifier) -> Bool {
        key == other.key && ValueEquality.isEquivalentInPlace(value, other.value)
    }
}

extension View {
    /// Draws text in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier("bold", isActive) { $0.style.bold = $0.style.bold || isActive })
    }

    /// Swaps foreground and background.
    public func reverse(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier("reverse", isActive) { if isActive { $0.style.reverse.toggle() } })
    }

    /// Draws text dimmed.
    public func dim(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier("dim", isActive) { $0.style.dim = $0.style.dim || isActive })
    }

    /// Underlines text; the line takes the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentModifier("underline", isActive) { $0.style.underline = $0.style.underline || isActive })
    }

    /// Draws text in a colour, as SwiftUI's `foregroundColor(_:)`; nil leaves it as it is.
    /// Monochrome terminals ignore it.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier("foregroundColor", color) { if let color { color.applyForeground(to: &$0) } })
    }

    /// Fills the background of text and controls with a colour.
    public func backgroundColor(_ color: Color) -> some View {
        modifier(EnvironmentModifier("backgroundColor", color) { $0.style.background = color })
    }

    /// Disables the controls inside: they are dimmed, skipped by focus and do not act.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(EnvironmentModifier("disabled", isDisabled) { $0.isEnabled = $0.isEnabled && !isDisabled })
    }

    /// Shows at most `limit` lines of each `Text` inside.
    public func lineLimit(_ limit: Int?) -> some View {
        modifier(EnvironmentModifier("lineLimit", limit) { $0.lineLimit = limit })
    }

    /// Limits text fields inside to `limit` characters (grapheme clusters).
    public func characterLimit(_ limit: Int) -> some View {
        modifier(EnvironmentModifier("characterLimit", limit) { $0.characterLimit = limit })
    }

    /// Selects what text fields inside accept; `.decimalPad` allows only a valid decimal.
    public func keyboardType(_ type: KeyboardType) -> some View {
        modifier(EnvironmentModifier("keyboardType", type) { $0.keyboardType = type })
    }

    /// Lets a shortcut press the button inside from anywhere on the screen: `.defaultAction`
    /// (Return: also from a button focus only started on, as on iPadOS with a keyboard; a button
    /// the user moved to, a field, a list row or another control that uses Return keeps it) or
    /// `.cancelAction` (Esc).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        keyboardShortcut(shortcut.terminalKey)
    }

    /// Lets a shortcut press the button inside from anywhere on the screen, or none when it is
    /// nil, as SwiftUI's `keyboardShortcut(_:)` with an optional.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        let key = shortcut?.terminalKey
        return modifier(EnvironmentModifier("keyboardShortcut", key) { $0.keyboardShortcut = key })
    }

    /// Lets `key` press the button inside from anywhere on the screen: `.keyboardShortcut("d")`.
    public func keyboardShortcut(_ key: Key) -> some View {
        modifier(EnvironmentModifier("keyboardShortcut", key) { $0.keyboardShortcut = key })
    }

    /// Gives `@AppStorage` properties inside a store to read and write.
    public func appStorage(_ store: ObservableKeyValueStore) -> some View {
        modifier(EnvironmentModifier("appStorage", store) { $0.appStorage = store })
    }

    /// Puts an `@Observable` object in the environment for `@Environment(Type.self)` inside.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(EnvironmentModifier(ObjectIdentifier(Object.self), object) { $0.setObject(object, of: Object.self) })
    }

    /// Sets an environment value for the content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier(keyPath, value) { $0[keyPath: keyPath] = value })
    }
}
