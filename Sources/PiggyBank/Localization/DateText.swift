import FoundationEssentials

/// Dates as the screens show them (UTC), in the language's order: "2026-11-30" in English
/// and simplified Chinese, "2026/11/30" in Japanese and traditional Chinese, "2026. 11. 30."
/// in Korean, "30.11.2026" in German and Russian, "30/11/2026" in French, Spanish and
/// Portuguese. Typed dates stay ISO (YYYY-MM-DD) in every language.
enum DateText {
    /// The day of a moment: "30.11.2026".
    static func day(_ date: Date, _ language: Language) -> String { day(CalendarDate(date), language) }

    /// A calendar day: "30.11.2026", the year put before or after ``monthDay(month:day:_:)``.
    static func day(_ day: CalendarDate, _ language: Language) -> String {
        let monthDay = monthDay(month: day.month, day: day.day, language), year = String(day.year)
        return switch language {
        case .english, .simplifiedChinese: year + "-" + monthDay
        case .japanese, .traditionalChinese: year + "/" + monthDay
        case .korean: year + ". " + monthDay
        case .german, .russian: monthDay + year
        case .french, .spanish, .brazilianPortuguese: monthDay + "/" + year
        }
    }

    /// A day of every year, as a yearly deposit falls: "12-25", "25.12.", "25/12", "12/25".
    static func monthDay(month: Int, day: Int, _ language: Language) -> String {
        let month = Date.twoDigits(month), dayOfMonth = Date.twoDigits(day)
        return switch language {
        case .english, .simplifiedChinese: "\(month)-\(dayOfMonth)"
        case .japanese, .traditionalChinese: "\(month)/\(dayOfMonth)"
        case .korean: "\(month). \(dayOfMonth)."
        case .german, .russian: "\(dayOfMonth).\(month)."
        case .french, .spanish, .brazilianPortuguese: "\(dayOfMonth)/\(month)"
        }
    }

    /// The day and the time to the minute: "30.11.2026 09:15".
    static func minute(_ date: Date, _ language: Language) -> String { day(date, language) + " " + time(date) }

    /// The time of day to the minute: "09:15".
    static func time(_ date: Date) -> String {
        let (day, time) = date.utcDayAndSeconds
        // Years 1000 to 9999, where the ISO text has the time at its 12th character: the hour
        // and minute worked out alone, without writing the rest (a row of the records list each).
        guard (-354_285..<2_932_897).contains(day) else { return String(date.isoText.dropFirst(11).prefix(5)) }
        return Date.twoDigits(time / 3600) + ":" + Date.twoDigits(time / 60 % 60)
    }
}
