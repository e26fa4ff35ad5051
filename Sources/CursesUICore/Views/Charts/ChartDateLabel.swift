import FoundationEssentials

/// How a date is written on a chart axis when no format is given: numbers only (the framework
/// has no month names without Foundation's internationalization), from the year to the minute
/// as fine as the unit asks: `2024`, `2024-05`, `05-06`, `14:30`.
enum ChartDateLabel {
    static func text(_ date: Date, unit: Calendar.Component?) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        switch unit {
        case .year: return "\(parts.year ?? 0)"
        case .month, .quarter: return "\(parts.year ?? 0)-" + two(parts.month)
        case .hour, .minute, .second, .nanosecond: return two(parts.hour) + ":" + two(parts.minute)
        case nil: return "\(parts.year ?? 0)-" + two(parts.month) + "-" + two(parts.day)
        default: return two(parts.month) + "-" + two(parts.day)
        }
    }
}
