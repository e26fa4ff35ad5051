/// Values that flow down the view tree: text style, whether controls are enabled, the
/// app-storage store, actions such as `onSubmit`. Set with modifiers, read with `@Environment`.
public struct EnvironmentValues {
    /// The values, in one box shared by copies until one of them writes: the graph copies an
    /// environment into every node it makes and every child it hands one to, and copying the
    /// fields one by one took about 270 instructions a copy. Environments handed down unchanged
    /// compare by the box alone.
    private var storage = EnvironmentStorage()

    /// The style text and controls are drawn with.
    public var style: Style {
        get { storage.fields.style }
        set { writableStorage.fields.style = newValue }
    }
    /// False inside `.disabled(true)`: controls neither take focus nor act.
    public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set { writableStorage.fields.isEnabled = newValue }
    }
    /// Where `@AppStorage` reads and writes.
    public var appStorage: ObservableKeyValueStore? {
        get { storage.fields.appStorage }
        set { writableStorage.fields.appStorage = newValue }
    }
    /// The most lines a `Text` shows; the rest is cut off.
    public var lineLimit: Int? {
        get { storage.fields.lineLimit }
        set { writableStorage.fields.lineLimit = newValue }
    }
    /// How `Text` is aligned, cut, cased and redacted.
    public var textOptions: TextOptions {
        get { storage.fields.textOptions }
        set { writableStorage.fields.textOptions = newValue }
    }
    /// The most characters (grapheme clusters) a text field takes.
    public var characterLimit: Int? {
        get { storage.fields.characterLimit }
        set { writableStorage.fields.characterLimit = newValue }
    }
    /// What a text field accepts (`.decimalPad` for amounts).
    public var keyboardType: KeyboardType {
        get { storage.fields.keyboardType }
        set { writableStorage.fields.keyboardType = newValue }
    }
    /// The key that presses a button from anywhere on the screen.
    public var keyboardShortcut: Key? {
        get { storage.fields.keyboardShortcut }
        set { writableStorage.fields.keyboardShortcut = newValue }
    }
    /// The accent colour of sliders and progress bars (`.tint(_:)`); nil is the default.
    public var tint: Color? {
        get { storage.fields.tint }
        set { writableStorage.fields.tint = newValue }
    }
    /// How text fields draw themselves (`.textFieldStyle(_:)`).
    public var textFieldStyle: TextFieldStyleKind {
        get { storage.fields.textFieldStyle }
        set { writableStorage.fields.textFieldStyle = newValue }
    }
    /// How pickers draw themselves (`.pickerStyle(_:)`).
    public var pickerStyle: PickerStyleKind {
        get { storage.fields.pickerStyle }
        set { writableStorage.fields.pickerStyle = newValue }
    }
    /// How the lengths a program writes are read: cells (the default) or SwiftUI's points,
    /// about 8 a column and 17 a row (see ``LengthUnit``).
    public var lengthUnit: LengthUnit {
        get { storage.fields.lengthUnit }
        set { writableStorage.fields.lengthUnit = newValue }
    }
    private var submitAction: EnvironmentEntry<(@MainActor () -> Void)?> {
        get { storage.fields.submitAction }
        set { writableStorage.fields.submitAction = newValue }
    }
    private var exitAction: EnvironmentEntry<@MainActor () -> Void> {
        get { storage.fields.exitAction }
        set { writableStorage.fields.exitAction = newValue }
    }
    /// The custom values, in a box of their own: environments that differ elsewhere but not
    /// here compare them by the box alone.
    private var customBox: CustomEntries {
        get { storage.fields.customBox }
        set { writableStorage.fields.customBox = newValue }
    }
    private var custom: [ObjectIdentifier: EnvironmentEntry<Any>] {
        get { customBox.entries }
        set { customBox = CustomEntries(newValue) }
    }

    /// The storage, copied first when another environment shares it; the values read from it
    /// before are forgotten, as the write may change them.
    private var writableStorage: EnvironmentStorage {
        mutating get {
            if isKnownUniquelyReferenced(&storage) {
                storage.forgetReads()
            } else {
                storage = EnvironmentStorage(storage.fields)
            }
            return storage
        }
    }

    /// The value at `keyPath`, kept with the storage until a write, on the main thread (where
    /// `@Environment` reads): the rows of a list share their parent's environment, and a read
    /// through a key path, with its generic projection and the lookup of a custom key, took
    /// about 1,500 instructions. As in SwiftUI, a value is read again when the environment
    /// changes. Called on the main thread only.
    /// With the value, the custom keys it was read from, which a node records as what its view
    /// read (`Node+EnvironmentReads`).
    func value<Value>(at keyPath: KeyPath<EnvironmentValues, Value>) -> (value: Value, customKeys: EnvironmentRead.CustomKeys) {
        if let read = storage.reads.first(where: { $0.keyPath === keyPath }) {
            // Stored under this very key path, which reads a `Value` and nothing else.
            return (unsafeDowncast(read.value, to: ReadValue<Value>.self).value, read.customKeys)
        }
        let (value, customKeys) = Self.recordingCustomKeys { self[keyPath: keyPath] }
        storage.remember(ReadValue(value), at: keyPath, customKeys: customKeys)
        return (value, customKeys)
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
            Self.recordRead(of: ObjectIdentifier(key))
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
        Self.recordRead(of: ObjectIdentifier(type))
        return custom[ObjectIdentifier(type)]?.value as? Object
    }

    /// Puts an observable object in, found by its type.
    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        custom[ObjectIdentifier(type)] = object.map { EnvironmentEntry($0) }
    }

    /// True when a view would see no difference between the two environments: the view
    /// graph then need not evaluate a child again for its environment's sake.
    func isEquivalent(to other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        guard fieldsAreEquivalent(to: other), customBox === other.customBox || custom.count == other.custom.count else {
            return false
        }
        if customBox === other.customBox { return true }
        return custom.allSatisfy { key, entry in other.custom[key].map(entry.isSame) ?? false }
    }

    /// ``isEquivalent(to:)`` of the values that are not custom ones.
    private func fieldsAreEquivalent(to other: EnvironmentValues) -> Bool {
        style == other.style && isEnabled == other.isEnabled && appStorage === other.appStorage
            && lineLimit == other.lineLimit && textOptions == other.textOptions && characterLimit == other.characterLimit
            && keyboardType == other.keyboardType && keyboardShortcut == other.keyboardShortcut
            && tint == other.tint && textFieldStyle == other.textFieldStyle && pickerStyle == other.pickerStyle
            && lengthUnit == other.lengthUnit
            && submitAction.isSame(as: other.submitAction) && exitAction.isSame(as: other.exitAction)
    }

    /// True when each of `reads`, made in this environment, reads the same in `other`: the
    /// custom values it was read from are the same entries and no other value changed, or
    /// else its value compares equal. A closure (`dismiss`) compares equal to nothing, but its
    /// entry is the same one until it is set again.
    func readsTheSame(_ reads: [EnvironmentRead], in other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        var fieldsAreSame: Bool?
        for read in reads {
            let entriesAreSame =
                customBox === other.customBox
                || read.customKeys.allSatisfy { key in
                    guard let entry = custom[key], let otherEntry = other.custom[key] else {
                        return custom[key] == nil && other.custom[key] == nil
                    }
                    return entry.isSame(as: otherEntry)
                }
            guard let keyPath = read.keyPath else {
                // An object's read (`@Environment(Model.self)`, `@EnvironmentObject`) reads its entry alone.
                if entriesAreSame && !read.customKeys.isEmpty { continue } else { return false }
            }
            if entriesAreSame {
                if fieldsAreSame == nil { fieldsAreSame = fieldsAreEquivalent(to: other) }
                if fieldsAreSame == true { continue }
            }
            guard let value = self[keyPath: keyPath], let otherValue = other[keyPath: keyPath],
                ValueEquality.isEquivalent(value, otherValue)
            else { return false }
        }
        return true
    }
}

/// The fields of an ``EnvironmentValues``, with the default environment's values.
private struct EnvironmentFields {
    var style = Style()
    var isEnabled = true
    var appStorage: ObservableKeyValueStore?
    var lineLimit: Int?
    var textOptions = TextOptions()
    var characterLimit: Int?
    var keyboardType = KeyboardType.default
    var keyboardShortcut: Key?
    var tint: Color?
    var textFieldStyle = TextFieldStyleKind.plain
    var pickerStyle = PickerStyleKind.menu
    var lengthUnit = LengthUnit.cells
    var submitAction = EnvironmentEntry<(@MainActor () -> Void)?>(nil)
    var exitAction = EnvironmentEntry<@MainActor () -> Void>({})
    var customBox = CustomEntries([:])
}

/// The fields of an ``EnvironmentValues``, shared by its copies until one of them writes.
private final class EnvironmentStorage {
    var fields: EnvironmentFields
    /// Values read from `fields` through key paths since the last write (see
    /// `EnvironmentValues.value(at:)`); written on the main thread only.
    private(set) var reads: [(keyPath: AnyKeyPath, value: AnyObject, customKeys: EnvironmentRead.CustomKeys)] = []

    init(_ fields: EnvironmentFields = EnvironmentFields()) { self.fields = fields }

    func remember(_ value: AnyObject, at keyPath: AnyKeyPath, customKeys: EnvironmentRead.CustomKeys) {
        if reads.count < 32 { reads.append((keyPath, value, customKeys)) }  // a bound for key paths made on the fly
    }

    func forgetReads() {
        if !reads.isEmpty { reads = [] }
    }
}

/// One value set in the environment, as an object: copies of an environment share it, so even
/// closures can be told apart from a fresh write, and comparing two environments copies no
/// value out of them, only references.
private final class EnvironmentEntry<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }

    func isSame(as other: EnvironmentEntry) -> Bool {
        self === other || ValueEquality.isEquivalent(value, other.value)
    }
}

/// A value read through a key path, kept by `EnvironmentValues.value(at:)`.
private final class ReadValue<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}

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
