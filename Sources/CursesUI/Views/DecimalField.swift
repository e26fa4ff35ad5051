import FoundationEssentials

/// A text field for money bound to a `Decimal`: only a valid decimal can be typed (digits, one
/// separator, at most two fraction digits), zero shows as an empty field, and a value outside
/// `range` is kept on screen with a message under the field naming the problem, while the bound
/// value keeps its last valid amount.
///
/// ```swift
/// DecimalField("0.00", value: $draft.target, range: 0.01...1_000_000_000_000, error: $targetError)
/// ```
public struct DecimalField: View {
    let placeholder: String
    let value: Binding<Decimal>
    let range: ClosedRange<Decimal>?
    let error: Binding<String?>?
    @State private var text: String?

    public init(_ placeholder: String, value: Binding<Decimal>, range: ClosedRange<Decimal>? = nil, error: Binding<String?>? = nil) {
        self.placeholder = placeholder
        self.value = value
        self.range = range
        self.error = error
    }

    public var body: some View {
        // Only the field reads the bound value (through its binding); the body reads just the
        // typed text, so a change elsewhere in the bound model does not re-render the body.
        let message = text.flatMap { Self.message(for: $0, in: range) }
        VStack {
            TextField(placeholder, text: Binding(identity: textIdentity, get: { shownText }, set: typed))
                .keyboardType(.decimalPad)
            if let message { Text(message).foregroundColor(.red) }
        }
    }

    /// The field's binding is the same input as long as what it is made from is the same.
    private var textIdentity: BindingIdentity {
        .derived(.derived(value.identity, range as Any), error?.identity as Any)
    }

    /// What the field shows: the text as typed while it stands for the bound value (or is
    /// invalid and waiting to be fixed), else the bound value formatted. Read live, so a
    /// binding read right after a write sees the write.
    private var shownText: String {
        let current = value.wrappedValue
        guard let text, Self.parse(text) == current || !Self.isValid(text, in: range) else { return Self.format(current) }
        return text
    }

    private func typed(_ newText: String) {
        text = newText
        let problem = Self.message(for: newText, in: range)
        error?.wrappedValue = problem
        if problem == nil, let number = Self.parse(newText) { value.wrappedValue = number }
    }

    /// The amount a text stands for; "" is zero.
    static func parse(_ text: String) -> Decimal? {
        text.isEmpty || text == "." ? 0 : Decimal(string: text)
    }

    /// How an amount is shown: "" for zero, otherwise plain digits ("1200.5").
    public static func format(_ value: Decimal) -> String { value == 0 ? "" : "\(value)" }

    static func isValid(_ text: String, in range: ClosedRange<Decimal>?) -> Bool { message(for: text, in: range) == nil }

    /// What is wrong with the text as an amount in the range, or nil.
    public static func message(for text: String, in range: ClosedRange<Decimal>?) -> String? {
        guard let number = parse(text) else { return "not a number" }
        guard let range, !text.isEmpty else { return nil }
        if number < range.lowerBound { return "must be at least \(range.lowerBound)" }
        if number > range.upperBound { return "must be at most \(range.upperBound)" }
        return nil
    }
}
