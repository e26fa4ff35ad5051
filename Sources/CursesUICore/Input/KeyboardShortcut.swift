/// A key that presses a button from anywhere on its screen, as SwiftUI's `KeyboardShortcut`.
///
/// ```swift
/// Button("Agree", action: agree).keyboardShortcut(.defaultAction)   // Enter
/// Button("Cancel", role: .cancel, action: close).keyboardShortcut(.cancelAction)   // Esc
/// Button("Deposit", action: deposit).keyboardShortcut("d")
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key that triggers it.
    public let key: KeyEquivalent
    /// The modifier keys held with it (see ``EventModifiers`` for their terminal form).
    public let modifiers: EventModifiers

    /// A shortcut for `key` with `modifiers`, as SwiftUI's `init(_:modifiers:)`: `.command`
    /// (the default) is the plain key in a terminal.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The key a terminal sends for it.
    var terminalKey: Key { modifiers.terminalKey(for: key) }

    /// Enter, unless the focused control uses Enter itself (a text field that submits).
    public static let defaultAction = KeyboardShortcut(.enter)
    /// Esc.
    public static let cancelAction = KeyboardShortcut(.escape)
}

/// SwiftUI's name for the key of a shortcut; here it is a ``Key``.
public typealias KeyEquivalent = Key

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types `character`, as SwiftUI's `KeyEquivalent(_:)`.
    public init(_ character: Character) { self = .character(character) }

    /// The key that types a character literal: `let key: KeyEquivalent = "+"`.
    public init(extendedGraphemeClusterLiteral character: Character) { self = .character(character) }

    /// SwiftUI's name for Enter.
    public static var `return`: Key { .enter }
    /// SwiftUI's name for ↑.
    public static var upArrow: Key { .up }
    /// SwiftUI's name for ↓.
    public static var downArrow: Key { .down }
    /// SwiftUI's name for ←.
    public static var leftArrow: Key { .left }
    /// SwiftUI's name for →.
    public static var rightArrow: Key { .right }
    /// Space.
    public static var space: Key { .character(" ") }
}
