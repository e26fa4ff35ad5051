import FoundationEssentials

/// A text field bound to a `Decimal`: only a valid decimal can be typed (digits, one
/// separator, at most `fractionDigits` digits after it, in the environment's
/// ``EnvironmentValues/decimalSeparator``), zero shows as an empty field, and a
/// value outside `range` is kept on screen with a message under the field naming the
/// ``FieldProblem`` (worded by the environment), while the bound value keeps its last valid one.
///
/// ```swift
/// DecimalField("0.00", value: $draft.target, range: 0.01...1_000_000, fractionDigits: 2, problem: $targetProblem)
/// ```
public struct DecimalField: View {
    let placeholder: String
    let value: Binding<Decimal>
    let range: ClosedRange<Decimal>?
    let fractionDigits: Int?
    let problem: Binding<FieldProblem?>?
    @State private var text: String?
    @Environment(\.fieldProblemText) private var problemText
    @Environment(\.decimalSeparator) private var separator

    /// A field for `value` within `range`, with at most `fractionDigits` digits after the point
    /// (nil: any); `problem` receives what is wrong with the text, or nil.
    public init(
        _ placeholder: String, value: Binding<Decimal>, range: ClosedRange<Decimal>? = nil, fractionDigits: Int? = nil,
        problem: Binding<FieldProblem?>? = nil
    ) {
        self.placeholder = placeholder
        self.value = value
        self.range = range
        self.fractionDigits = fractionDigits
        self.problem = problem
    }

    /// The view's content.
    public var body: some View {
        // Only the field reads the bound value (through its binding); the body reads just the
        // typed text, so a change elsewhere in the bound model does not re-render the body.
        let message = text.flatMap { Self.problem(with: pointed($0), in: range) }.map(problemText)
        VStack(alignment: .leading) {
            TextField(placeholder, text: Binding(location: TextLocation(field: self)))
                .keyboardType(fractionDigits.map { .decimal(fractionDigits: $0) } ?? .decimalPad)
            if let message { Text(message).foregroundColor(.red) }
        }
    }

    /// The text the inner field edits, made from this field: the same as long as the field's
    /// bindings, range and digits are.
    private struct TextLocation: BindingLocation {
        let field: DecimalField

        // Bindings are read and written on the main actor, where views live.
        func get() -> String { MainActor.assumeIsolated { field.shownText } }
        func set(_ newValue: String) { MainActor.assumeIsolated { field.typed(newValue) } }

        static func == (lhs: Self, rhs: Self) -> Bool { ValueEquality.isEquivalent(lhs.field, rhs.field) }
    }

    /// What the field shows: the text as typed while it stands for the bound value (or is
    /// invalid and waiting to be fixed), else the bound value formatted. Read live, so a
    /// binding read right after a write sees the write.
    private var shownText: String {
        let current = value.wrappedValue
        guard let text, Self.parse(pointed(text)) == current || !Self.isValid(pointed(text), in: range) else {
            return DecimalSeparator.pointed(Self.format(current, fractionDigits: fractionDigits), separator: separator)
        }
        return text
    }

    /// Typed text in the "." convention the parsing reads.
    private func pointed(_ text: String) -> String { DecimalSeparator.pointed(text, separator: separator) }

    private func typed(_ newText: String) {
        text = newText
        let found = Self.problem(with: pointed(newText), in: range)
        problem?.wrappedValue = found
        if found == nil, let number = Self.parse(pointed(newText)) { value.wrappedValue = number }
    }

    /// The amount a text stands for; "" is zero, grouping commas are ignored.
    static func parse(_ text: String) -> Decimal? {
        if let last = lastParsed, last.text == text { return last.value }
        let value = Decimal(groupedDigits: text)
        lastParsed = (text, value)
        return value
    }

    /// The text `parse` read last and its amount: a typed key asks about the same text several
    /// times (the text shown, its problem, the bound value), and `Decimal(string:)` costs
    /// thousands of instructions a call.
    private static var lastParsed: (text: String, value: Decimal?)?

    /// How an amount is shown: "" for zero, otherwise plain digits, padded to `fractionDigits`
    /// ("1200.50" for two).
    public static func format(_ value: Decimal, fractionDigits: Int? = nil) -> String {
        guard value != 0 else { return "" }
        return (value < 0 ? "-" : "") + value.plainDigits(minimumFractionDigits: fractionDigits ?? 0)
    }

    static func isValid(_ text: String, in range: ClosedRange<Decimal>?) -> Bool { problem(with: text, in: range) == nil }

    /// What is wrong with the text as a number in the range, or nil.
    public static func problem(with text: String, in range: ClosedRange<Decimal>?) -> FieldProblem? {
        guard let number = parse(text) else { return .notANumber }
        guard let range, !text.isEmpty else { return nil }
        if number < range.lowerBound { return .tooSmall(minimum: range.lowerBound) }
        if number > range.upperBound { return .tooLarge(maximum: range.upperBound) }
        return nil
    }
}
