import FoundationEssentials

/// The columns along a chart's x axis when its values are categories or dates standing for a
/// unit (`.value("Day", date, unit: .day)`). Categories take a column each, first seen first.
/// Dates lie on a time axis, as in Swift Charts: a column for every unit from the first date
/// (or the `chartXScale` domain's start) to the last, in time order, so a day without data is
/// a gap. When the units would not fit the plot a cell each, only the dates with data get a
/// column, in time order.
struct ChartColumnAxis {
    private(set) var columns: [ChartValue] = []
    private var index: [String: Int] = [:]
    /// For a time axis: the first column's unit and its start.
    private var time: (start: Date, unit: Calendar.Component)?

    /// The axis of the values `xValues` holds, in a plot `limit` columns wide.
    init(_ xValues: [ChartValue], domain: ClosedRange<Double>?, limit: Int) {
        let dates = xValues.compactMap(\.date)
        if let unit = xValues.first?.unit, dates.count == xValues.count, xValues.allSatisfy({ $0.unit == unit }),
            let first = dates.min(), let last = dates.max(), let title = xValues.first?.title
        {
            let low = domain.map { Date(timeIntervalSinceReferenceDate: $0.lowerBound) } ?? first
            let high = domain.map { Self.lastUnitStart(before: $0.upperBound, unit: unit) } ?? last
            if let units = Self.units(of: unit, from: low, through: high, limit: limit) {
                time = (units.first ?? first, unit)
                columns = units.map { ChartValue(PlottableValue<Date>.value(title, $0, unit: unit)) }
                return
            }
            // More units than cells: the dates with data, in time order.
            for value in xValues.sorted(by: { ($0.date ?? first) < ($1.date ?? first) }) { add(value) }
            return
        }
        for value in xValues { add(value) }
    }

    private mutating func add(_ value: ChartValue) {
        guard index[value.key] == nil else { return }
        index[value.key] = columns.count
        columns.append(value)
    }

    /// The column of `value`: its category's, or on a time axis the unit its date falls in.
    func column(of value: ChartValue) -> Int? {
        guard let time, let date = value.date else { return index[value.key] }
        let offset = Calendar.current.dateComponents([time.unit], from: time.start, to: date).value(for: time.unit)
        guard date >= time.start, let offset else { return nil }
        return offset < columns.count ? offset : nil
    }

    /// The start of every `unit` from the one holding `low` to the one holding `high`; nil when
    /// there would be more than `limit`, or the calendar cannot count them.
    private static func units(of unit: Calendar.Component, from low: Date, through high: Date, limit: Int) -> [Date]? {
        let calendar = Calendar.current
        guard [.year, .month, .weekOfYear, .day, .hour, .minute].contains(unit),
            var date = calendar.dateInterval(of: unit, for: low)?.start
        else { return nil }
        var units: [Date] = []
        while date <= high {
            guard units.count < limit, let next = calendar.date(byAdding: unit, value: 1, to: date) else { return nil }
            units.append(date)
            date = next
        }
        return units
    }

    /// The start of the last unit a domain ending at `bound` shows: a bound on a unit's start
    /// ends the unit before it, as the end of the bar before.
    private static func lastUnitStart(before bound: Double, unit: Calendar.Component) -> Date {
        let date = Date(timeIntervalSinceReferenceDate: bound)
        let start = Calendar.current.dateInterval(of: unit, for: date)?.start ?? date
        return start == date ? Calendar.current.date(byAdding: unit, value: -1, to: start) ?? start : start
    }
}

extension ChartValue {
    /// What tells one column from another: a date's moment (a label such as `05-06` or `14:00`
    /// recurs across years or days), else the label.
    var key: String { date.map { String($0.timeIntervalSinceReferenceDate) } ?? label }
}
