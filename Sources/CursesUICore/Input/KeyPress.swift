/// A key press an `onKeyPress` action receives, as SwiftUI's `KeyPress`.
///
/// A terminal reports only that a key went down: `phase` is always `.down` (a held key's
/// repeats arrive as further `.down` presses), and `.repeat` and `.up` never arrive. A key
/// typed with Ctrl or Alt comes as the plain key with `.control` or `.option` in
/// `modifiers`; Alt-↑ is `.upArrow` with `.option`, Shift-Tab is Tab with
/// `.shift`, and a capital letter has `.shift`.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
    /// The key, without its modifiers: `.upArrow`, `.return`, `"a"`.
    public let key: KeyEquivalent
    /// The text the key types as if no modifier applied (empty for arrows and other keys
    /// that type nothing).
    public let characters: String
    /// The modifier keys held with the key.
    public let modifiers: EventModifiers
    /// The phase of the press: always `.down` in a terminal.
    public let phase: KeyPress.Phases

    /// A press of `key` with `modifiers` typing `characters`, in `phase`.
    init(key: KeyEquivalent, characters: String, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The press a terminal key stands for, or nil for events that are no key press (a
    /// paste, a click, a resize).
    init?(_ terminalKey: Key) {
        switch terminalKey {
        case .character(let character):
            let isCapital = character.isUppercase && character.lowercased() != String(character)
            self.init(key: terminalKey, characters: String(character), modifiers: isCapital ? .shift : [])
        case .control(let character): self.init(key: .character(character), characters: String(character), modifiers: .control)
        case .alt(let character): self.init(key: .character(character), characters: String(character), modifiers: .option)
        case .controlLeft: self.init(key: .left, characters: "", modifiers: .control)
        case .controlRight: self.init(key: .right, characters: "", modifiers: .control)
        case .controlUp: self.init(key: .up, characters: "", modifiers: .control)
        case .controlDown: self.init(key: .down, characters: "", modifiers: .control)
        case .altUp: self.init(key: .up, characters: "", modifiers: .option)
        case .altDown: self.init(key: .down, characters: "", modifiers: .option)
        case .backTab: self.init(key: .tab, characters: "\t", modifiers: .shift)
        case .tab: self.init(key: .tab, characters: "\t")
        case .enter: self.init(key: .enter, characters: "\r")
        case .escape: self.init(key: .escape, characters: "\u{1B}")
        case .backspace: self.init(key: .backspace, characters: "\u{7F}")
        case .function: self.init(key: terminalKey, characters: "", modifiers: .function)
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .insert:
            self.init(key: terminalKey, characters: "")
        case .paste, .mouse, .resize: return nil
        }
    }

    /// The key and its modifiers, for debugging.
    public var debugDescription: String { "KeyPress(\(key), modifiers: \(modifiers.rawValue), characters: \(characters.debugDescription))" }
}

extension KeyPress {
    /// The phases of a key press an `onKeyPress` action asks for, as SwiftUI's
    /// `KeyPress.Phases`. A terminal delivers only `.down`.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases, one bit each.
        public let rawValue: Int

        /// A set of phases from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down: the only phase a terminal reports.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeated while held: never reported by a terminal, whose repeats are
        /// further presses.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key was let go: never reported by a terminal.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an `onKeyPress` action used the key, as SwiftUI's `KeyPress.Result`:
    /// `.ignored` lets the key go on to the views around and then to the focus keys.
    public enum Result: Sendable {
        /// The action used the key; nothing else sees it.
        case handled
        /// The action did not use the key; it goes on up.
        case ignored
    }
}
