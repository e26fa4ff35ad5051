import CursesUICore
import FoundationEssentials
import TerminalText

/// `status` and `remind`: a look at the savings without opening the app, for shell prompts,
/// status bars and cron. Both only read: the store is opened read-only (no folder created, no
/// migration of a current file, no catch-up of recurring deposits), and with no data folder or
/// no bank they print nothing and succeed.
@MainActor
enum GlanceCommands {
    /// One line about the primary bank: `🐷 Bike 42% $210/$500`, or `--format`'s template.
    static func status(_ context: inout CommandContext) throws {
        let format = try StatusFormat(context.value("format") ?? StatusFormat.standard, context.strings)
        let noIcon = context.flag("no-icon")
        guard let store = try PiggyBankStore.openForReading(directory: context.directory), let bank = store.primaryBank else { return }
        let strings = context.strings, language = context.language, currency = context.currency(of: store)
        let hidden = store.settings.string(forKey: SettingKey.showAmounts) == String(false)
        func money(_ amount: Decimal) -> String {
            hidden ? AmountStyle.hiddenText : currency.format(amount, in: language, dropsZeroCents: true)
        }
        let line = format.line { placeholder in
            switch placeholder {
            case .icon: noIcon ? "" : IconCatalog.label(bank.icon, ascii: !CharacterLocale.isUTF8(context.environment))
            case .name: TextSanitizer.sanitize(bank.name)
            case .saved: money(bank.amount)
            case .target: money(bank.targetAmount)
            case .left: money(bank.remaining)
            case .percent: strings.numbers.percent(whole: Int((bank.progress * 100).rounded(.down)))
            case .days: BankDates.countdown(bank, today: CalendarDate(Date()), strings: strings) ?? ""
            }
        }
        context.write(line)
    }

    /// What is due today, a line each, also sent as a desktop notification where `notify-send`
    /// is installed; nothing at all when nothing is due (so cron mails nothing).
    static func remind(_ context: inout CommandContext) throws {
        guard let store = try PiggyBankStore.openForReading(directory: context.directory) else { return }
        let items = try store.dueItems()
        guard !items.isEmpty else { return }
        let strings = context.strings, language = context.language, currency = context.currency(of: store)
        let lines = items.map { TextSanitizer.sanitize(DueText.line($0, strings: strings, money: { currency.format($0, in: language) })) }
        lines.forEach(context.write)
        let outcome = DesktopNotification.send(
            title: strings["remind.title"], body: lines.joined(separator: "\n"), environment: context.environment)
        if case .failed(let status) = outcome { PiggyBankCommand.printError(strings("remind.notifyFailed", status)) }
    }
}
