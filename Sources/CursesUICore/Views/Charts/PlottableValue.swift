import FoundationEssentials

/// A value with the name of its axis, as Swift Charts' `PlottableValue`: `.value("Month", m)`,
/// `.value("Day", date, unit: .day)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    let unit: Calendar.Component?

    /// The value `value` on the axis named `label`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value, unit: nil)
    }

    /// The date `value` standing for the whole `unit` it falls in (a bar per day with `.day`),
    /// on the axis named `label`. The calendar is accepted as in Swift Charts; dates are
    /// grouped by the current one.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Date> where Value == Date
    {
        let calendar = calendar ?? .current
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue<Date>(label: label, value: start, unit: unit)
    }
}
