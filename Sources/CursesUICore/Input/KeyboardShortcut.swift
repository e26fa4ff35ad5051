/// A key that presses a button from anywhere on its screen, as SwiftUI's `KeyboardShortcut`.
///
/// ```swift
/// Button("Agree", action: agree).keyboardShortcut(.defaultAction)   // Enter
/// Button("Cancel", role: .cancel, action: close).keyboardShortcut(.cancelAction)   // Esc
/// Button("Deposit", action: deposit).keyboardShortcut("d")
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key that triggers it.
    public let key: Key

    /// A shortcut for `key`.
    public init(_ key: Key) { self.key = key }

    /// Enter, unless the focused control uses Enter itself (a text field that submits).
    public static let defaultAction = KeyboardShortcut(.enter)
    /// Esc.
    public static let cancelAction = KeyboardShortcut(.escape)
}

/// SwiftUI's name for the key of a shortcut; here it is a ``Key``.
public typealias KeyEquivalent = Key

extension Key {
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
