/// Values that flow down the view tree: text style, whether controls are enabled, the
/// app-storage store, actions such as `onSubmit`. Set with modifiers, read with `@Environment`.
public struct EnvironmentValues {
    /// The style text and controls are drawn with.
    public var style = Style()
    /// False inside `.disabled(true)`: controls neither take focus nor act.
    public var isEnabled = true
    /// Where `@AppStorage` reads and writes.
    public var appStorage: ObservableKeyValueStore?
    /// The most lines a `Text` shows; the rest is cut off.
    public var lineLimit: Int?
    /// How `Text` is aligned, cut, cased and redacted.
    public var textOptions = TextOptions()
    /// The most characters (grapheme clusters) a text field takes.
    public var characterLimit: Int?
    /// What a text field accepts (`.decimalPad` for amounts).
    public var keyboardType = KeyboardType.default
    /// The key that presses a button from anywhere on the screen.
    public var keyboardShortcut: Key?
    /// The accent colour of sliders and progress bars (`.tint(_:)`); nil is the default.
    public var tint: Color?
    /// How text fields draw themselves (`.textFieldStyle(_:)`).
    public var textFieldStyle = TextFieldStyleKind.plain
    /// How pickers draw themselves (`.pickerStyle(_:)`).
    public var pickerStyle = PickerStyleKind.menu
    /// How the lengths a program writes are read: cells (the default) or SwiftUI's points,
    /// about 8 a column and 17 a row (see ``LengthUnit``).
    public var lengthUnit = LengthUnit.cells
    private var submitAction = EnvironmentEntry<(@MainActor () -> Void)?>(nil)
    private var exitAction = EnvironmentEntry<@MainActor () -> Void>({})
    /// The custom values, in a box shared by copies until one of them writes: environments
    /// handed down unchanged compare by the box alone.
    private var customBox = CustomEntries([:])
    private var custom: [ObjectIdentifier: EnvironmentEntry<Any>] {
        get { customBox.entries }
        set { customBox = CustomEntries(newValue) }
    }

    /// Creates the default environment.
    public init() {}

    /// What a text field does on Enter; nil lets Enter reach keyboard shortcuts.
    public var onSubmit: (@MainActor () -> Void)? {
        get { submitAction.value }
        set { submitAction = EnvironmentEntry(newValue) }
    }

    /// Ends the application's run loop.
    public var exit: @MainActor () -> Void {
        get { exitAction.value }
        set { exitAction = EnvironmentEntry(newValue) }
    }

    /// A value registered with an ``EnvironmentKey``.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let entry = customBox.entries[ObjectIdentifier(key)] else { return Key.defaultValue }
            return Self.unbox(entry.value, as: Key.Value.self)
        }
        set { custom[ObjectIdentifier(key)] = EnvironmentEntry(newValue) }
    }

    /// A custom value out of its entry, which holds a `Key.Value` (written by the subscript under
    /// its key alone): read where it lies once the box is opened, without `as? Key.Value`, which
    /// looked up `Optional<Key.Value>` in the runtime and cast through it on every read.
    private static func unbox<Value>(_ stored: Any, as type: Value.Type) -> Value {
        func read<Stored>(_ stored: Stored) -> Value {
            assert(Stored.self == Value.self, "an environment entry of \(Stored.self) read as \(Value.self)")
            return withUnsafePointer(to: stored) { UnsafeRawPointer($0).assumingMemoryBound(to: Value.self).pointee }
        }
        return _openExistential(stored, do: read)
    }

    /// The observable object of `type` put in with `.environment(_:)`, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        custom[ObjectIdentifier(type)]?.value as? Object
    }

    /// Puts an observable object in, found by its type.
    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        custom[ObjectIdentifier(type)] = object.map { EnvironmentEntry($0) }
    }

    /// True when a view would see no difference between the two environments: the view
    /// graph then need not evaluate a child again for its environment's sake.
    func isEquivalent(to other: EnvironmentValues) -> Bool {
        guard style == other.style, isEnabled == other.isEnabled, appStorage === other.appStorage,
            lineLimit == other.lineLimit, textOptions == other.textOptions, characterLimit == other.characterLimit,
            keyboardType == other.keyboardType, keyboardShortcut == other.keyboardShortcut,
            tint == other.tint, textFieldStyle == other.textFieldStyle, pickerStyle == other.pickerStyle,
            lengthUnit == other.lengthUnit,
            submitAction.isSame(as: other.submitAction), exitAction.isSame(as: other.exitAction),
            customBox === other.customBox || custom.count == other.custom.count
        else { return false }
        if customBox === other.customBox { return true }
        return custom.allSatisfy { key, entry in other.custom[key].map(entry.isSame) ?? false }
    }
}

/// One value set in the environment, with the token of the write that set it: copies of an
/// environment share tokens, so even closures can be told apart from a fresh write.
private struct EnvironmentEntry<Value> {
    let value: Value
    private let token = EnvironmentWriteToken()

    init(_ value: Value) { self.value = value }

    func isSame(as other: EnvironmentEntry) -> Bool {
        token === other.token || ValueEquality.isEquivalent(value, other.value)
    }
}

private final class EnvironmentWriteToken {}

/// The custom values of an environment, never changed once made.
private final class CustomEntries {
    let entries: [ObjectIdentifier: EnvironmentEntry<Any>]

    init(_ entries: [ObjectIdentifier: EnvironmentEntry<Any>]) { self.entries = entries }
}

/// A key for a custom environment value, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
