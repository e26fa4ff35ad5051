import CursesUI
import FoundationEssentials

/// A titled money field bound to a `Decimal`: decimal-only input, "" for zero, and a message
/// under it when the amount is outside `range`.
public struct AmountField: View {
    let title: String
    @Binding var value: Decimal
    let range: ClosedRange<Decimal>
    let error: Binding<String?>?

    public init(title: String, value: Binding<Decimal>, range: ClosedRange<Decimal> = 0...Money.maximum, error: Binding<String?>? = nil) {
        self.title = title
        _value = value
        self.range = range
        self.error = error
    }

    public var body: some View {
        VStack {
            Text(title).bold()
            DecimalField("0.00", value: $value, range: range, error: error).frame(maxWidth: 20)
        }
    }
}
