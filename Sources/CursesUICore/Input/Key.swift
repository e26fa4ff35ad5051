/// One decoded key press (or terminal event) as the framework sees it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable grapheme cluster.
    case character(Character)
    /// Ctrl plus a letter, e.g. `.control("a")` for Ctrl-A. Ctrl-I, Ctrl-M and Ctrl-[ arrive
    /// as ``tab``, ``enter`` and ``escape``.
    case control(Character)
    /// Alt (Meta) plus a printable character.
    case alt(Character)
    case up, down, left, right
    case controlLeft, controlRight, controlUp, controlDown
    /// Alt with an arrow up or down (reordering lists).
    case altUp, altDown
    case home, end, pageUp, pageDown
    case tab, backTab, enter, escape, backspace, delete, insert
    /// F1…F12.
    case function(Int)
    /// Text from a bracketed paste, as one event.
    case paste(String)
    /// A mouse button press at a cell.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize

    /// A readable description.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .alt(let c): "Alt-\(c)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .controlLeft: "Ctrl-←"
        case .controlRight: "Ctrl-→"
        case .controlUp: "Ctrl-↑"
        case .controlDown: "Ctrl-↓"
        case .altUp: "Alt-↑"
        case .altDown: "Alt-↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let n): "F\(n)"
        case .paste: "Paste"
        case .mouse: "Click"
        case .resize: "Resize"
        }
    }
}

/// A mouse event: which button and where.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did: a button press or release, or a wheel turn.
    public enum Kind: Hashable, Sendable { case press, release, scrollUp, scrollDown }
    /// What happened.
    public var kind: Kind
    /// The cell under the pointer.
    public var position: Point

    /// A mouse event of `kind` at `position`.
    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}
