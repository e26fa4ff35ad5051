import CursesUICore
import FoundationEssentials

/// How full a piggy bank is: a bar in the colour of its state (in progress, completed,
/// expired) and the percentage.
public struct SavingsProgress: View {
    let bank: PiggyBank
    let width: Int
    @Environment(\.theme) private var theme

    /// The bar of `bank`, `width` cells wide.
    public init(bank: PiggyBank, width: Int = 40) {
        self.bank = bank
        self.width = width
    }

    public var body: some View {
        HStack(alignment: .top) {
            ProgressBar(value: bank.progress).frame(width: width, alignment: .topLeading)
                .foregroundColor(theme.progressColor(for: bank, today: CalendarDate(Date())))
            Text(Self.percent(bank))
        }
    }

    /// " 42%", rounded down so that 100% means full, padded so that bars line up.
    static func percent(_ bank: PiggyBank) -> String {
        let text = "\(Int((bank.progress * 100).rounded(.down)))%"
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }
}
