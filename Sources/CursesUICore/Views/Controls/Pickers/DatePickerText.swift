import FoundationEssentials

/// A date picker's date as it is shown: the text, the column each part starts at with its
/// text, and the parts in the order shown (←/→ go through them in that order).
struct DatePickerText {
    typealias Part = DatePickerControl.Part

    var text = ""
    var width = 0
    var places: [Part: (start: Int, text: String)] = [:]
    var order: [Part] = []

    /// `date` as `writer` writes it in `locale`, or as ISO parts without a writer (or where the
    /// writer marks no field).
    static func of(
        _ date: Date, components: DatePickerComponents, calendar: Calendar, locale: Locale, twelveHours: Bool, writer: DateFieldWriter?
    ) -> DatePickerText {
        if let writer {
            let written = fields(writer.write(date, components, locale, calendar))
            if !written.order.isEmpty { return written }
        }
        return iso(date, components: components, calendar: calendar, twelveHours: twelveHours)
    }

    private static func part(of field: DateFieldWriter.Field) -> Part? {
        switch field {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .amPM: .dayPeriod
        default: nil
        }
    }

    private static func fields(_ runs: [(text: String, field: DateFieldWriter.Field?)]) -> DatePickerText {
        var shown = DatePickerText()
        for run in runs {
            if let field = run.field, let part = part(of: field), shown.places[part] == nil {
                shown.places[part] = (shown.width, run.text)
                shown.order.append(part)
            }
            shown.text += run.text
            shown.width += DisplayWidth.of(run.text)
        }
        return shown
    }

    /// `2026-11-30 07:30`, or `2026-11-30 7:30 PM` on a 12-hour clock.
    private static func iso(_ date: Date, components: DatePickerComponents, calendar: Calendar, twelveHours: Bool) -> DatePickerText {
        let values = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var shown = DatePickerText()
        func add(_ part: Part, _ written: String, before separator: String) {
            shown.text += separator
            shown.places[part] = (shown.text.count, written)
            shown.order.append(part)
            shown.text += written
        }
        func digits(_ value: Int, _ count: Int) -> String {
            let written = String(value)
            return String(repeating: "0", count: max(0, count - written.count)) + written
        }
        if components.contains(.date) {
            add(.year, digits(values.year ?? 1970, 4), before: "")
            add(.month, digits(values.month ?? 1, 2), before: "-")
            add(.day, digits(values.day ?? 1, 2), before: "-")
        }
        if components.contains(.hourAndMinute) {
            let hour = values.hour ?? 0
            if twelveHours {
                add(.hour, String((hour + 11) % 12 + 1), before: shown.text.isEmpty ? "" : " ")
                add(.minute, digits(values.minute ?? 0, 2), before: ":")
                add(.dayPeriod, hour < 12 ? "AM" : "PM", before: " ")
            } else {
                add(.hour, digits(hour, 2), before: shown.text.isEmpty ? "" : " ")
                add(.minute, digits(values.minute ?? 0, 2), before: ":")
            }
        }
        shown.width = shown.text.count
        return shown
    }
}
