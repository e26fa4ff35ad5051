/// One of the eight ANSI colours every colour terminal has, or the terminal's own default.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    case `default` = 255
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}
