/// Draws `Title 2026-11-30` with the part being edited reversed while focused, and edits it.
final class DatePickerControl: Control {
    enum Part: Int { case year, month, day }

    private var title = ""
    private(set) var day = CivilDate(year: 1970, month: 1, day: 1)
    private var range: ClosedRange<CivilDate>?
    private var binding: Binding<Date> = .constant(Date(timeIntervalSince1970: 0))
    private var part = Part.day
    /// Digits typed into the current part so far.
    private var typed = ""

    func configure(
        title newTitle: String, day newDay: CivilDate, range newRange: ClosedRange<CivilDate>?, binding newBinding: Binding<Date>,
        environment: EnvironmentValues
    ) {
        binding = newBinding
        range = newRange
        isEnabled = environment.isEnabled
        if newTitle != title {
            title = newTitle
            setNeedsLayout()
        }
        if newDay != day || environment.style != style {
            day = newDay
            style = environment.style
            setNeedsDisplay()
        }
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("←→", "move"), KeyHelp("↑↓", "adjust")] }

    override func focusDidChange() { typed = "" }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(DisplayWidth.of(title) + 11, proposal.width), height: min(1, proposal.height))
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .left:
            move(to: Part(rawValue: part.rawValue - 1) ?? .year)
        case .right:
            move(to: Part(rawValue: part.rawValue + 1) ?? .day)
        case .up, .character("+"), .character("="):
            step(by: 1)
        case .down, .character("-"), .character("−"):
            step(by: -1)
        case .character(let character) where character.isASCII && character.isNumber:
            type(character)
        default:
            return false
        }
        return true
    }

    private func move(to newPart: Part) {
        part = newPart
        typed = ""
        setNeedsDisplay()
    }

    private func step(by amount: Int) {
        var next = day
        switch part {
        case .year: next.year += amount
        case .month:
            next.month += amount
            if next.month > 12 {
                next.month = 1
                next.year += 1
            }
            if next.month < 1 {
                next.month = 12
                next.year -= 1
            }
        case .day:
            let date = day.date.addingTimeInterval(Double(amount) * 86_400)
            next = CivilDate(date)
        }
        typed = ""
        commit(next.normalized)
    }

    /// Typing fills the part from the left; a full part moves on to the next.
    private func type(_ digit: Character) {
        typed.append(digit)
        let width = part == .year ? 4 : 2
        var next = day
        let value = Int(typed) ?? 0
        switch part {
        case .year: next.year = typed.count == width ? value : next.year
        case .month: next.month = value
        case .day: next.day = value
        }
        if typed.count >= width || (part != .year && value * 10 > (part == .month ? 12 : 31)) {
            typed = ""
            if part != .day { part = Part(rawValue: part.rawValue + 1)! }
        }
        if next.month >= 1 && next.day >= 1 { commit(next.normalized) } else { setNeedsDisplay() }
    }

    private func commit(_ next: CivilDate) {
        var clamped = next
        if let range { clamped = min(max(next, range.lowerBound), range.upperBound) }
        guard clamped != day else { return setNeedsDisplay() }
        graph?.write(clamped.date, to: binding, control: title)
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        var plain = style
        if !isEnabled { plain.dim = true }
        let prefix = title.isEmpty ? "" : title + " "
        canvas.draw(prefix, at: frame.origin, style: plain, clip: clip)
        let text = day.description
        let parts = [(0, 4), (5, 2), (8, 2)]
        var x = frame.minX + DisplayWidth.of(prefix)
        canvas.draw(text, at: Point(x: x, y: frame.minY), style: plain, clip: clip)
        guard isFocused else { return }
        var highlighted = plain
        highlighted.reverse.toggle()
        let (start, length) = parts[part.rawValue]
        x += start
        let characters = Array(text)
        canvas.draw(String(characters[start..<(start + length)]), at: Point(x: x, y: frame.minY), style: highlighted, clip: clip)
    }
}
