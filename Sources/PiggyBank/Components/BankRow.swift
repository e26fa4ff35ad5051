import CursesUICore

/// One bank on a line: icon, name, a small bar, percent and saved of target. Home's side
/// list, Manage and Statistics show banks this way.
struct BankRow: View {
    let bank: PiggyBank
    /// Shown before the icon: the number key on Home, the primary star in Manage.
    var marker = ""
    var showsAmounts = true
    @Environment(\.amountStyle) private var money
    @Environment(\.strings) private var strings
    @Environment(\.theme) private var theme

    var body: some View {
        HStack(alignment: .top) {
            if !marker.isEmpty { Text(marker) }
            IconLabel(bank.icon)
            Text(bank.name).frame(width: 14, alignment: .topLeading)
            SavingsProgress(bank: bank, width: 10)
            if showsAmounts {
                // What is owed stands out in the debt colour; other amounts are dim.
                Text("\(money(bank.amount))/\(money(bank.targetAmount))").lineLimit(1)
                    .foregroundColor(bank.isInDebt ? theme.debt : .default).dim(!bank.isInDebt)
            }
        }
    }
}
