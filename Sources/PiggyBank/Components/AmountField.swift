import CursesUICore
import FoundationEssentials

/// A titled money field bound to a `Decimal`: decimal-only input with two decimals in the
/// language's decimal mark ("12,50" in German), "" for zero, and a message under it when the
/// amount is outside `range`.
public struct AmountField: View {
    let title: String
    @Binding var value: Decimal
    let range: ClosedRange<Decimal>
    let problem: Binding<FieldProblem?>?
    @Environment(\.decimalSeparator) private var separator

    /// A field titled `title` for an amount in `range`; `problem` receives what is wrong.
    public init(
        title: String, value: Binding<Decimal>, range: ClosedRange<Decimal> = 0...Money.maximum, problem: Binding<FieldProblem?>? = nil
    ) {
        self.title = title
        _value = value
        self.range = range
        self.problem = problem
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            DecimalField("0\(separator)00", value: $value, range: range, fractionDigits: Money.fractionDigits, problem: problem).frame(
                maxWidth: 40, alignment: .topLeading)
        }
    }
}
