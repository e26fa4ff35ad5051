import FoundationEssentials

/// Draws `Title Nov 30, 2026 7:30 AM` as the locale writes it (`Title 2026-11-30 07:30` without
/// a ``DateFieldWriter``) with the part being edited reversed while focused, and edits it. The
/// title is the picker's label, laid out from its own controls before the parts. As on iOS, a
/// labelled picker takes the width offered, its label on the leading edge and the date on the
/// trailing edge (not in a toolbar, nor where the offer is unbounded, as under `fixedSize()`).
final class DatePickerControl: LabelHostControl {
    enum Part: Int, CaseIterable {
        case year, month, day, hour, minute, dayPeriod

        var calendarComponent: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .dayPeriod: .hour
            }
        }
    }

    private var title = ""
    private(set) var date = Date(timeIntervalSince1970: 0)
    private var bounds: (lower: Date?, upper: Date?) = (nil, nil)
    private var components = DatePickerComponents.date
    private var calendar = Calendar(identifier: .gregorian)
    private var binding: Binding<Date> = .constant(Date(timeIntervalSince1970: 0))
    private var part = Part.day
    private var hasLabel = false
    private var isInToolbar = false
    /// The locale's clock has 12 hours and a day period (`en_US`), not 24.
    private var usesTwelveHours = false
    /// Digits typed into the current part so far.
    private var typed = ""
    private var locale = Locale(identifier: "en_US_POSIX")
    private var writer: DateFieldWriter?
    /// The date as shown, written again when the date or how it is written changes.
    private var shown = DatePickerText()

    func configure(
        title newTitle: String, date newDate: Date, bounds newBounds: (Date?, Date?), components newComponents: DatePickerComponents,
        calendar newCalendar: Calendar, binding newBinding: Binding<Date>, environment: EnvironmentValues
    ) {
        binding = newBinding
        bounds = newBounds
        title = newTitle
        isEnabled = environment.isEnabled
        let newHasLabel = !environment.labelsHidden && !newTitle.isEmpty
        let newUsesTwelveHours = [.oneToTwelve, .zeroToEleven].contains(environment.locale.hourCycle)
        let newWriter = environment.dateFieldWriter
        let writerChanged = (newWriter == nil) != (writer == nil) || environment.locale != locale
        writer = newWriter
        locale = environment.locale
        if newComponents != components || newHasLabel != hasLabel || newUsesTwelveHours != usesTwelveHours || writerChanged
            || environment.isInToolbar != isInToolbar
        {
            components = newComponents
            hasLabel = newHasLabel
            isInToolbar = environment.isInToolbar
            usesTwelveHours = newUsesTwelveHours
            write()
            if !parts.contains(part) { part = parts.last ?? .day }
            setNeedsLayout()
        }
        if newDate != date || environment.style != style || newCalendar != calendar {
            let oldWidth = textWidth
            date = newDate
            calendar = newCalendar
            style = environment.style
            write()
            if textWidth != oldWidth { setNeedsLayout() }  // a 12-hour clock's hour has one digit or two
            setNeedsDisplay()
        }
    }

    private func write() {
        shown = DatePickerText.of(
            date, components: components, calendar: calendar, locale: locale, twelveHours: usesTwelveHours, writer: writer)
    }

    /// The parts shown, in the order shown.
    private var parts: [Part] { shown.order }

    private var textWidth: Int { shown.width }

    override var labelInsets: (leading: Int, trailing: Int) { (0, textWidth + (hasLabel ? 1 : 0)) }

    private var fillsWidth: Bool { hasLabel && !isInToolbar }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal && fillsWidth }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let hugging = super.sizeThatFits(proposal)
        guard fillsWidth, !proposal.width.isUnboundedLength else { return hugging }
        return Size(width: proposal.width, height: hugging.height)
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("←→", "move"), KeyHelp("↑↓", "adjust")] }

    override func focusDidChange() { typed = "" }

    override func handle(_ key: Key) -> Bool {
        let parts = parts
        let index = parts.firstIndex(of: part) ?? 0
        switch key {
        case .left: move(to: parts[max(0, index - 1)])
        case .right: move(to: parts[min(parts.count - 1, index + 1)])
        case .up, .character("+"), .character("="): step(by: 1)
        case .down, .character("-"), .character("−"): step(by: -1)
        case .character(let character) where character.isASCII && character.isNumber: type(character)
        case .character(let character) where part == .dayPeriod && ["a", "p"].contains(character.lowercased()):
            commit(set(.dayPeriod, to: character.lowercased() == "a" ? 0 : 12))
        default: return false
        }
        return true
    }

    private func move(to newPart: Part) {
        part = newPart
        typed = ""
        setNeedsDisplay()
    }

    private func step(by amount: Int) {
        typed = ""
        switch part {
        case .year, .month:
            var values = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let months = (values.year ?? 1970) * 12 + (values.month ?? 1) - 1 + (part == .year ? 12 * amount : amount)
            values.year = months / 12
            values.month = months % 12 + 1
            commit(valid(values))
        case .day:
            commit(calendar.date(byAdding: .day, value: amount, to: date))
        case .hour, .minute:
            let values = calendar.dateComponents([.hour, .minute], from: date)
            // A 12-hour clock's hour turns within its day period, as the wheel does on iOS.
            let modulus = part == .minute ? 60 : usesTwelveHours ? 12 : 24
            let current = (part == .hour ? values.hour : values.minute) ?? 0
            let next = ((current % modulus + amount) % modulus + modulus) % modulus
            commit(set(part, to: part == .hour ? current - current % modulus + next : next))
        case .dayPeriod:
            let hour = calendar.component(.hour, from: date)
            commit(set(.dayPeriod, to: hour < 12 ? 12 : 0))
        }
    }

    /// The date with one part set, the day kept within its month.
    private func set(_ part: Part, to value: Int) -> Date? {
        var values = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        switch part {
        case .year: values.year = min(9999, max(1, value))
        case .month: values.month = min(12, max(1, value))
        case .day: values.day = max(1, value)
        case .hour: values.hour = min(23, max(0, value))
        case .minute: values.minute = min(59, max(0, value))
        case .dayPeriod: values.hour = (values.hour ?? 0) % 12 + (value < 12 ? 0 : 12)
        }
        return valid(values)
    }

    /// A date from its parts, with the day lowered to the last of its month when past it.
    private func valid(_ values: DateComponents) -> Date? {
        var values = values
        var firstOfMonth = values
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            values.day = min(values.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: values)
    }

    /// Typing fills the part from the left; a full part moves on to the next. On a 12-hour
    /// clock the typed hour keeps its day period.
    private func type(_ digit: Character) {
        guard part != .dayPeriod else { return }
        typed.append(digit)
        let width = part == .year ? 4 : 2
        let value = Int(typed) ?? 0
        let largest: Int =
            switch part {
            case .year: 9999
            case .month: 12
            case .day: 31
            case .hour: usesTwelveHours ? 12 : 23
            case .minute, .dayPeriod: 59
            }
        let isFull = typed.count >= width || (part != .year && value * 10 > largest)
        let startsAtOne: [Part] = usesTwelveHours ? [.month, .day, .hour] : [.month, .day]
        let next: Date? =
            part == .year && !isFull
            ? nil : value == 0 && startsAtOne.contains(part) ? nil : set(part, to: part == .hour ? twentyFourHour(value) : value)
        if isFull {
            typed = ""
            let parts = parts
            if let index = parts.firstIndex(of: part), index + 1 < parts.count { part = parts[index + 1] }
        }
        if let next { commit(next) } else { setNeedsDisplay() }
    }

    /// A typed hour on the locale's clock as the hour of the day, in the shown day period.
    private func twentyFourHour(_ hour: Int) -> Int {
        guard usesTwelveHours else { return hour }
        let isAfternoon = calendar.component(.hour, from: date) >= 12
        return min(hour, 12) % 12 + (isAfternoon ? 12 : 0)
    }

    private func commit(_ next: Date?) {
        guard var clamped = next else { return setNeedsDisplay() }
        if let lower = bounds.lower { clamped = max(clamped, lower) }
        if let upper = bounds.upper { clamped = min(clamped, upper) }
        guard clamped != date else { return setNeedsDisplay() }
        graph?.write(clamped, to: binding, control: title)
        setNeedsDisplay()
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        var plain = style
        if !isEnabled { plain.dim = true }
        let x = frame.maxX - textWidth
        canvas.draw(shown.text, at: Point(x: x, y: frame.minY), style: plain, clip: clip)
        guard isFocused, let place = shown.places[part] else { return }
        var highlighted = plain
        highlighted.reverse.toggle()
        canvas.draw(place.text, at: Point(x: x + place.start, y: frame.minY), style: highlighted, clip: clip)
    }

    /// Only the part being edited is reversed, not the whole picker.
    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard !isEnabled else { return }
        canvas.restyle(frame.intersection(clip)) { $0.dim = true }
    }
}
