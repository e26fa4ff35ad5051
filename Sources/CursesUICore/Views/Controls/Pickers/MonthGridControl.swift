import FoundationEssentials

/// Draws a month as a grid of days, a line of its year and month over a line of weekdays, and
/// moves a cursor over the days, adding and removing the day under it from a set of
/// `DateComponents` (``MultiDatePicker``).
final class MonthGridControl: Control {
    private static let weekdays = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    private static let width = 20
    private static let height = 8

    private var selection: Binding<Set<DateComponents>> = .constant([])
    private var bounds: (lower: Date?, upper: Date?) = (nil, nil)
    private var calendar = Calendar(identifier: .gregorian)
    private var title = ""
    /// The first day of the month shown; nil until the picker is first configured.
    private var month: Date?
    /// The day of the month the keys are on.
    private var cursor = 1

    func configure(
        selection newSelection: Binding<Set<DateComponents>>, bounds newBounds: (Date?, Date?), calendar newCalendar: Calendar,
        title newTitle: String, environment: EnvironmentValues
    ) {
        selection = newSelection
        bounds = newBounds
        title = newTitle
        isEnabled = environment.isEnabled
        if newCalendar != calendar || month == nil {
            calendar = newCalendar
            show(initialDay())
        }
        style = environment.style
        setNeedsDisplay()
    }

    /// The earliest chosen day, else today kept within the bounds.
    private func initialDay() -> Date {
        let chosen = selection.wrappedValue.compactMap { calendar.date(from: dayOnly($0)) }.min()
        var day = chosen ?? Date.now
        if chosen == nil, let lower = bounds.lower { day = max(day, lower) }
        if chosen == nil, let upper = bounds.upper, day >= upper { day = upper.addingTimeInterval(-1) }
        return day
    }

    private func show(_ day: Date) {
        let values = calendar.dateComponents([.year, .month, .day], from: day)
        month = calendar.date(from: DateComponents(year: values.year, month: values.month, day: 1))
        cursor = values.day ?? 1
    }

    private func dayOnly(_ components: DateComponents) -> DateComponents {
        DateComponents(year: components.year, month: components.month, day: components.day)
    }

    private var daysInMonth: Int {
        guard let month, let days = calendar.range(of: .day, in: .month, for: month) else { return 30 }
        return days.count
    }

    /// The column of the month's first day, counted from the calendar's first weekday.
    private var leadingBlanks: Int {
        guard let month else { return 0 }
        return (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    }

    private func date(ofDay day: Int) -> Date? {
        guard let month else { return nil }
        return calendar.date(byAdding: .day, value: day - 1, to: month)
    }

    private func components(ofDay day: Int) -> DateComponents? {
        date(ofDay: day).map { calendar.dateComponents([.calendar, .era, .year, .month, .day], from: $0) }
    }

    private func isChosen(_ day: Int) -> Bool {
        guard let wanted = components(ofDay: day).map(dayOnly) else { return false }
        return selection.wrappedValue.contains { dayOnly($0) == wanted }
    }

    private func isInBounds(_ day: Int) -> Bool {
        guard let date = date(ofDay: day) else { return false }
        if let lower = bounds.lower, date < calendar.startOfDay(for: lower) { return false }
        if let upper = bounds.upper, date >= upper { return false }
        return true
    }

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("←→↑↓", "day"), KeyHelp("PgUp/PgDn", "month"), KeyHelp("Space", "choose")] }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(proposal.width, Self.width), height: min(proposal.height, Self.height))
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        case .up where cursor > 7: cursor -= 7
        case .down where cursor + 7 <= daysInMonth: cursor += 7
        case .pageUp: turnMonth(by: -1)
        case .pageDown: turnMonth(by: 1)
        case .character(" "), .enter: toggle(cursor)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    private func moveCursor(by days: Int) {
        guard let date = date(ofDay: cursor), let next = calendar.date(byAdding: .day, value: days, to: date) else { return }
        show(next)
    }

    private func turnMonth(by months: Int) {
        guard let month, let next = calendar.date(byAdding: .month, value: months, to: month) else { return }
        let day = cursor
        show(next)
        cursor = min(day, daysInMonth)
    }

    private func toggle(_ day: Int) {
        guard isInBounds(day), let chosen = components(ofDay: day) else { return }
        var days = selection.wrappedValue
        let wanted = dayOnly(chosen)
        if days.contains(where: { dayOnly($0) == wanted }) {
            days = days.filter { dayOnly($0) != wanted }
        } else {
            days.insert(chosen)
        }
        graph?.write(days, to: selection, control: title)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        guard let month else { return }
        let plain = style
        let values = calendar.dateComponents([.year, .month], from: month)
        let heading = "\(values.year ?? 0)-" + (values.month.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "")
        let origin = frame.origin
        canvas.draw("‹", at: origin, style: plain, clip: clip)
        canvas.draw(heading, at: Point(x: origin.x + (Self.width - heading.count) / 2, y: origin.y), style: plain, clip: clip)
        canvas.draw("›", at: Point(x: origin.x + Self.width - 1, y: origin.y), style: plain, clip: clip)
        let first = calendar.firstWeekday - 1
        let names = (0..<7).map { Self.weekdays[(first + $0) % 7] }.joined(separator: " ")
        var dim = plain
        dim.dim = true
        canvas.draw(names, at: Point(x: origin.x, y: origin.y + 1), style: dim, clip: clip)
        for day in 1...daysInMonth {
            let cell = leadingBlanks + day - 1
            let point = Point(x: origin.x + (cell % 7) * 3, y: origin.y + 2 + cell / 7)
            var look = isInBounds(day) ? plain : dim
            if isChosen(day) {
                look.bold = true
                look.underline = true
            }
            if isFocused, day == cursor { look.reverse.toggle() }
            canvas.draw(day < 10 ? " \(day)" : "\(day)", at: point, style: look, clip: clip)
        }
    }

    /// Only the day under the cursor is reversed, not the whole grid.
    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard !isEnabled else { return }
        canvas.restyle(frame.intersection(clip)) { $0.dim = true }
    }
}
