/// A date and time typed and stepped part by part, as SwiftUI's `DatePicker`: it shows
/// `Title 2026-11-30 07:30` (the parts `displayedComponents` asks for); ←/→ choose the part,
/// ↑/↓ (or +/−) step it, and digits type it. Every edit is a valid date (the day is kept within
/// its month, the hour and minute wrap within the day) inside the range, so the binding never
/// sees an impossible one; the parts not shown are kept. Dates are read in the environment's
/// calendar and time zone. Every `.datePickerStyle(_:)` draws this way.
///
/// ```swift
/// DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
///     .labelsHidden()
/// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
/// ```
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents

    /// A picker labelled by any view, for dates between optional bounds.
    init(selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents, label: Label) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components.isEmpty ? .date : components
    }

    /// A picker labelled by any view.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker labelled by any view, for dates within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents,
            label: label())
    }

    /// A picker labelled by any view, for dates from `range`'s start on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker labelled by any view, for dates up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents, label: label())
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents, label: Text(String(title)))
    }

    /// A picker titled `title`, for dates within `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents,
            label: Text(String(title)))
    }

    /// A picker titled `title`, for dates from `range`'s start on.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents, label: Text(String(title))
        )
    }

    /// A picker titled `title`, for dates up to `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents, label: Text(String(title))
        )
    }
}

/// What a ``DatePicker`` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components as bits.
    public let rawValue: Int
    /// Creates components from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Year, month and day: `2026-11-30`.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hour and minute, on a 24-hour clock: `07:30`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DatePickerControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        var calendar = node.environment.calendar
        calendar.timeZone = node.environment.timeZone
        (node.control as? DatePickerControl)?.configure(
            title: PlainText.of(label), date: selection.wrappedValue, bounds: (lowerBound, upperBound), components: components,
            calendar: calendar, binding: selection, environment: node.environment)
        return node.environment.labelsHidden ? [] : [ViewChild(label)]
    }

    func isUpToDate(_ node: Node) -> Bool {
        (node.control as? DatePickerControl)?.date == selection.wrappedValue
    }
}

/// How a date picker draws, as SwiftUI's `DatePickerStyle`: a terminal picker always draws as
/// its parts in a row, so every style is accepted and draws the same.
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A compact date picker.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A calendar grid.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A text field with a stepper (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact picker.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar grid; drawn as the parts in a row.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels; drawn as the parts in a row.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Sets how date pickers inside draw: accepted, and every terminal date picker draws as its
    /// parts in a row.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
