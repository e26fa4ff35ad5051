import CNcursesw

/// How a cell's style becomes ncurses attributes and colour pairs, and the SGR sequence for
/// bytes written around ncurses (hyperlinks).
extension NcursesTerminal {
    /// The SGR sequence that draws cells in `style`, for bytes written around ncurses.
    func selectGraphicRendition(_ style: Style) -> String {
        var parameters = ["0"]
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.underline { parameters.append("4") }
        if isReversed(style) { parameters.append("7") }
        if style.italic { parameters.append("3") }
        if style.strikethrough { parameters.append("9") }
        let foreground = style.foreground.terminalNumber(colors: colorCount, isBackground: false)
        let background = style.background.terminalNumber(colors: colorCount, isBackground: true)
        if usesColor, foreground >= 0 { parameters.append(Self.colorParameter(foreground, base: 30)) }
        if usesColor, background >= 0 { parameters.append(Self.colorParameter(background, base: 40)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// The SGR parameter of colour `number` for the foreground (`base` 30) or background (40).
    static func colorParameter(_ number: Int16, base: Int) -> String {
        if number < 8 { return "\(base + Int(number))" }
        if number < 16 { return "\(base + 60 + Int(number) - 8)" }
        return "\(base + 8);5;\(number)"
    }

    func attributes(_ style: Style) -> attr_t {
        var attributes = cncurses_a_normal()
        if style.bold { attributes |= cncurses_a_bold() }
        if style.dim { attributes |= cncurses_a_dim() }
        if style.underline { attributes |= cncurses_a_underline() }
        if isReversed(style) { attributes |= cncurses_a_reverse() }
        if style.italic { attributes |= cncurses_a_italic() }
        return attributes
    }

    /// Reversed video: asked for, or standing in for a filled background (a shape's fill, a
    /// chip behind a label) where the terminal draws no colours.
    func isReversed(_ style: Style) -> Bool {
        style.reverse != (!usesColor && style.background.terminalNumber(colors: 8, isBackground: true) >= 0)
    }

    func colorPair(_ style: Style) -> Int16 {
        guard usesColor else { return 0 }
        let foreground = style.foreground.terminalNumber(colors: colorCount, isBackground: false)
        let background = style.background.terminalNumber(colors: colorCount, isBackground: true)
        guard foreground >= 0 || background >= 0 else { return 0 }
        let key = UInt32(UInt16(bitPattern: foreground)) << 16 | UInt32(UInt16(bitPattern: background))
        if let pair = colorPairs[key] { return pair }
        guard colorPairs.count + 1 < min(Int(cncurses_color_pairs()), Int(Int16.max)) else { return 0 }
        let pair = Int16(colorPairs.count + 1)
        init_pair(pair, foreground, background)
        colorPairs[key] = pair
        return pair
    }
}
