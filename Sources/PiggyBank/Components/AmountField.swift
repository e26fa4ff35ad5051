import CursesUICore
import FoundationEssentials

/// A titled money field bound to a `Decimal`: decimal-only input with two decimals, "" for
/// zero, and a message under it when the amount is outside `range`.
public struct AmountField: View {
    let title: String
    @Binding var value: Decimal
    let range: ClosedRange<Decimal>
    let problem: Binding<FieldProblem?>?

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
        VStack {
            Text(title).bold()
            DecimalField("0.00", value: $value, range: range, fractionDigits: Money.fractionDigits, problem: problem).frame(maxWidth: 40)
        }
    }
}
