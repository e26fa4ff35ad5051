/// Values that flow down the view tree: text style, whether controls are enabled, the
/// app-storage store, actions such as `onSubmit`. Set with modifiers, read with `@Environment`.
public struct EnvironmentValues {
    /// The style text and controls are drawn with.
    public var style = Style()
    /// False inside `.disabled(true)`: controls neither take focus nor act.
    public var isEnabled = true
    /// Where `@AppStorage` reads and writes.
    public var appStorage: ObservableKeyValueStore?
    /// What a text field does on Enter; nil lets Enter reach keyboard shortcuts.
    public var onSubmit: (@MainActor () -> Void)?
    /// The most lines a `Text` shows; the rest is cut off.
    public var lineLimit: Int?
    /// The most characters (grapheme clusters) a text field takes.
    public var characterLimit: Int?
    /// What a text field accepts (`.decimalPad` for amounts).
    public var keyboardType = KeyboardType.default
    /// The key that presses a button from anywhere on the screen.
    public var keyboardShortcut: Key?
    /// Ends the application's run loop.
    public var exit: @MainActor () -> Void = {}
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// A value registered with an ``EnvironmentKey``.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom environment value, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
