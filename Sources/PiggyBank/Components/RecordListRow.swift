import CursesUICore

/// A record on a row of the records list, which is one line tall: the columns of a
/// ``RecordRow`` as one text of three styled runs. One node below the row, where three texts
/// in a stack took six, so a page of rows stays cheap to build; a long note is cut at the
/// row's end either way.
struct RecordListRow: View {
    let record: SavingsRecord
    /// The bank, when the list mixes banks.
    var bank: PiggyBank?
    /// The day to show where a new day begins, "" under the same day as the row above.
    var day: String
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme
    @Environment(\.usesASCIIIcons) private var usesASCII

    var body: some View {
        Text(RecordRow.prefix(day: day, bank: bank, language: strings.language, asciiIcons: usesASCII))
            + Text(RecordLine.amount(record, money: money.callAsFunction)).foregroundColor(RecordRow.colour(of: record, in: theme))
            + Text(RecordLine.details(record, strings: strings, showsDay: false))
    }
}
