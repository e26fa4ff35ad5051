import FoundationEssentials

/// One mark a chart draws, with its values and how it is styled: what ``ChartContent`` is made of.
public struct ChartMark: Hashable, Sendable {
    /// The shape of a mark, one per Swift Charts mark type.
    enum Kind: Hashable, Sendable {
        case bar, line, point, area, rule, rectangle, sector
    }

    let kind: Kind
    var x: ChartValue?
    var y: ChartValue?
    /// A ``SectorMark``'s share of the whole.
    var angle: Double?
    /// The series of `.foregroundStyle(by:)`: its value names a legend entry with its own colour.
    var series: String?
    /// The colour of `.foregroundStyle(_:)`.
    var color: Color?
    /// The series of `.symbol(by:)`: its value picks a point symbol.
    var symbolSeries: String?
    /// The line of `LineMark(x:y:series:)`: lines of one colour drawn apart.
    var lineSeries: String?
    /// The text of `.annotation(position:alignment:spacing:content:)`.
    var annotation: ChartAnnotation?
    /// True for a dashed `.lineStyle(_:)`.
    var isDashed = false

    init(kind: Kind, x: ChartValue? = nil, y: ChartValue? = nil, angle: Double? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.angle = angle
    }
}

/// A value a mark plots on one axis, with that axis's name.
struct ChartValue: Hashable, Sendable {
    let title: String
    /// The value as written when nothing formats it.
    let label: String
    /// The value as a number; nil for categories.
    let number: Double?
    let date: Date?
    /// The calendar unit a date stands for (`.value("Day", date, unit: .day)`): a bar per unit.
    let unit: Calendar.Component?

    init<Value: Plottable>(_ plotted: PlottableValue<Value>) {
        title = plotted.label
        label = plotted.value.chartLabel
        number = plotted.value.chartNumber
        date = plotted.value.chartDate
        unit = plotted.unit
    }

    /// A date or number a chart spreads along its axis, rather than a category in a column.
    var isContinuous: Bool { number != nil && unit == nil }
}

/// The text an annotation shows, and where.
struct ChartAnnotation: Hashable, Sendable {
    let text: String
    let position: AnnotationPosition
    let alignment: Alignment
}
