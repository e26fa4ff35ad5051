import CursesUICore

/// One record on a line: in a dated list the day where a new day begins and the bank's icon
/// and name, then sign and amount in the deposit, withdrawal or adjustment colour, time, kind
/// and note. Three texts side by side, so a long note wraps under its own column (Home,
/// statistics); the records list, whose rows are one line tall, uses ``RecordListRow``.
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
        HStack(alignment: .top, spacing: 0) {
            Text(Self.prefix(day: day, bank: bank, language: strings.language, asciiIcons: usesASCII))
            Text(RecordLine.amount(record, money: money.callAsFunction)).foregroundColor(Self.colour(of: record, in: theme))
            Text(RecordLine.details(record, strings: strings, showsDay: day == nil))
        }
    }

    /// The day and bank columns, padded by display width (Chinese names are two cells a
    /// character).
    static func prefix(day: String?, bank: PiggyBank?, language: Language, asciiIcons: Bool) -> String {
        var text = day.map { column($0, width: dayWidth(language)) } ?? ""
        if let bank {
            text += column(IconLabel.text(bank.icon, ascii: asciiIcons, language: language) + " " + bank.name, width: 18)
        }
        return text
    }

    /// The colour of a record's amount: deposit, withdrawal or adjustment.
    static func colour(of record: SavingsRecord, in theme: Theme) -> Color {
        record.isAdjustment ? theme.adjustment : record.isDeposit ? theme.deposit : theme.withdrawal
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
