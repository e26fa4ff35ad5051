import FoundationEssentials

/// A month of days to pick several from, as SwiftUI's `MultiDatePicker`: the label, then the
/// month (`2026-12`, with `‹ ›` while there are months before and after it in range), the
/// weekdays and the days in a grid. ←/→ move a day, ↑/↓ a week (↑ from the first week and ↓
/// from the last let the focus move on), PgUp/PgDn change the month, and Space or Enter adds
/// or removes the day. Chosen days are bold and underlined, the day the keys are on is
/// reversed while the picker has focus, days out of range are dim. The days are read in the
/// environment's calendar and time zone; the selection holds each chosen day's calendar, era,
/// year, month and day, as in SwiftUI.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
///
/// MultiDatePicker("Dates Available", selection: $dates)
/// ```
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let bounds: (lower: Date?, upper: Date?)
    @Environment(\.labelsHidden) private var labelsHidden

    init(selection: Binding<Set<DateComponents>>, bounds: (Date?, Date?), label: Label) {
        self.label = label
        self.selection = selection
        self.bounds = bounds
    }

    /// A picker of any days, labelled by any view.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), label: label())
    }

    /// A picker of days in `bounds` (its end excluded), labelled by any view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: label())
    }

    /// A picker of days from `bounds`' start on, labelled by any view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: label())
    }

    /// A picker of days before `bounds`' end, labelled by any view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: label())
    }

    /// The label over the month grid.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !labelsHidden { label }
            MonthGrid(selection: selection, bounds: bounds, title: PlainText.of(label))
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any days titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: (nil, nil), label: Text(String(title)))
    }

    /// A picker of days in `bounds` (its end excluded) titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: Text(String(title)))
    }

    /// A picker of days from `bounds`' start on titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: Text(String(title)))
    }

    /// A picker of days before `bounds`' end titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: Text(String(title)))
    }
}

/// The month grid of a ``MultiDatePicker``.
struct MonthGrid: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: (lower: Date?, upper: Date?)
    /// The picker's title, for a write the binding does not keep.
    let title: String
}

extension MonthGrid: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { MonthGridControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        var calendar = node.environment.calendar
        calendar.timeZone = node.environment.timeZone
        (node.control as? MonthGridControl)?.configure(
            selection: selection, bounds: bounds, calendar: calendar, title: title, environment: node.environment)
        return []
    }
}
