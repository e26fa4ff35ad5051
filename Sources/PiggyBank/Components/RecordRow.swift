import CursesUICore

/// One record on a line: in a dated list the day where a new day begins and the bank's icon
/// and name, then sign and amount in the deposit, withdrawal or adjustment colour, time, kind
/// and note.
/// One text of three styled runs, so a page of rows stays cheap to build: one node a row
/// below the row itself, where a stack of three texts took six.
struct RecordRow: View {
    let record: SavingsRecord
    /// The bank, when the list mixes banks.
    var bank: PiggyBank?
    /// In a dated list: the day to show ("" under the same day as the row above); nil on Home,
    /// where the time carries the date.
    var day: String?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme
    @Environment(\.usesASCIIIcons) private var usesASCII

    /// The day column's width in a language: the fold mark, its space, the day and a space.
    static func dayWidth(_ language: Language) -> Int { DateText.day(CalendarDate(dayNumber: 0), language).count + 3 }

    var body: some View {
        Text(prefix)
            + Text(RecordLine.amount(record, money: money.callAsFunction))
            .foregroundColor(record.isAdjustment ? theme.adjustment : record.isDeposit ? theme.deposit : theme.withdrawal)
            + Text(RecordLine.details(record, strings: strings, showsDay: day == nil))
    }

    /// The day and bank columns, padded by display width (Chinese names are two cells a
    /// character).
    private var prefix: String {
        var text = day.map { Self.column($0, width: Self.dayWidth(strings.language)) } ?? ""
        if let bank {
            text += Self.column(IconLabel.text(bank.icon, ascii: usesASCII, language: strings.language) + " " + bank.name, width: 18)
        }
        return text
    }

    /// `text` cut or padded with spaces to exactly `width` cells.
    static func column(_ text: String, width: Int) -> String {
        var result = "", used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + String(repeating: " ", count: width - used)
    }
}
