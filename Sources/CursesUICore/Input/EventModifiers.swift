/// Modifier keys held with a shortcut's key, as SwiftUI's `EventModifiers`.
///
/// A terminal has no Command key: a shortcut with `.command` (SwiftUI's default) answers the
/// plain key, `.control` answers Ctrl with the key, `.option` answers Alt with the key, and
/// `.shift` answers the key's capital.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers, one bit each.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command: in a terminal, no modifier.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// A function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// The key a terminal sends for `key` with these modifiers held.
    func terminalKey(for key: Key) -> Key {
        guard case .character(let character) = key else { return key }
        if contains(.control) { return .control(Character(character.lowercased())) }
        if contains(.option) { return .alt(contains(.shift) ? Character(character.uppercased()) : character) }
        if contains(.shift) { return .character(Character(character.uppercased())) }
        return key
    }
}

extension View {
    /// Lets `key` with `modifiers` press the button inside from anywhere on the screen, as
    /// SwiftUI's `keyboardShortcut(_:modifiers:)`: `modifiers: .command` answers the plain key
    /// (a terminal has no Command key), `.control` answers Ctrl with it, `.option` Alt with it:
    /// `.keyboardShortcut("s", modifiers: .control)` answers Ctrl-S.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers) -> some View {
        keyboardShortcut(modifiers.terminalKey(for: key))
    }

}
