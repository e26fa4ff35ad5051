import CursesUI

/// One record on a line: sign and amount in the deposit or withdrawal colour, time, kind and
/// note; in the all-records list also the bank's icon and name.
struct RecordRow: View {
    let record: SavingsRecord
    /// The bank, when the list mixes banks.
    var bank: PiggyBank?
    /// False under a day heading: only the time is shown.
    var showsDay = true
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme

    var body: some View {
        HStack {
            if let bank {
                IconLabel(bank.icon)
                Text(bank.name).frame(width: 14)
            }
            Text(RecordLine.amount(record, money: money.callAsFunction))
                .foregroundColor(record.isDeposit ? theme.deposit : theme.withdrawal)
            Text(RecordLine.details(record, strings: strings, showsDay: showsDay))
        }
    }
}
