import CNcursesw

/// ncurses' key codes as CursesUI's keys: the named keys, terminfo's extended names and mouse
/// events.
extension NcursesTerminal {
    /// The key an ncurses key code stands for, if any.
    static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_IC: .insert
        case KEY_ENTER: .enter
        case KEY_RESIZE: .resize
        case KEY_F0 + 1...KEY_F0 + 12: .function(Int(code - KEY_F0))
        case KEY_MOUSE: mouseEvent()
        default: namedKey(code)
        }
    }

    /// Keys terminfo knows only by name, such as Ctrl-Left (`kLFT5`).
    private static func namedKey(_ code: Int32) -> Key? {
        guard let name = keyname(code).map({ String(cString: $0) }) else { return nil }
        return [
            "kLFT5": .controlLeft, "kRIT5": .controlRight, "kUP5": .controlUp, "kDN5": .controlDown,
            "kLFT3": .alt("b"), "kRIT3": .alt("f"), "kUP3": .altUp, "kDN3": .altDown,
        ][name]
    }

    /// The mouse event ncurses queued, as a key.
    private static func mouseEvent() -> Key? {
        var x: Int32 = 0, y: Int32 = 0
        let kind: MouseEvent.Kind
        switch cncurses_get_mouse(&x, &y) {
        case 1: kind = .press
        case 2: kind = .scrollUp
        case 3: kind = .scrollDown
        default: return nil
        }
        return .mouse(MouseEvent(kind: kind, position: Point(x: Int(x), y: Int(y))))
    }
}
