import CursesUICore
import Foundation

extension DateFieldWriter {
    /// Foundation's abbreviated date and shortened time in the picker's locale, calendar and
    /// time zone, as iOS's compact date picker shows them: `Dec 3, 2026 3:05 PM` in `en_US`.
    static let foundation = DateFieldWriter { date, components, locale, calendar in
        var runs: [(text: String, field: Field?)] = []
        func add(date dateStyle: Date.FormatStyle.DateStyle, time timeStyle: Date.FormatStyle.TimeStyle) {
            let style = Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            let written = style.attributed.format(date)
            if !runs.isEmpty { runs.append((" ", nil)) }
            for run in written.runs { runs.append((String(written[run.range].characters), run.foundation.dateField)) }
        }
        if components.contains(.date) { add(date: .abbreviated, time: .omitted) }
        if components.contains(.hourAndMinute) { add(date: .omitted, time: .shortened) }
        return runs
    }
}
