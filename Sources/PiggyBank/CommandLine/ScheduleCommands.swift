import FoundationEssentials
import TerminalText

/// `schedule`, `schedules`, `run-due`: recurring deposits.
@MainActor
enum ScheduleCommands {
    static func schedule(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        let store = try context.store()
        let strings = context.strings
        if context.flag("off") {
            try store.setSchedule(nil, for: bank.id)
            return context.write(strings("cli.schedule.removed", TextSanitizer.sanitize(bank.name)))
        }
        guard let amountText = context.argument(1) else { throw UsageError(strings["cli.schedule.needs"]) }
        let amount = try context.amount(amountText, positive: true)
        guard let every = context.value("every") else { throw UsageError(strings("cli.needs", "schedule", "--every day|week|month|year")) }
        guard let frequency = DepositSchedule.Frequency(rawValue: every) else { throw UsageError(strings("cli.schedule.badEvery", every)) }
        let start = try context.value("from").map { try context.date($0, option: "from") } ?? CalendarDate(Date())
        let end = try context.value("until").map { try context.date($0, option: "until") }
        if let end, end < start { throw UsageError(strings("cli.schedule.untilBefore", end, start)) }
        let day = try context.value("on").map { try Self.day($0, frequency: frequency, strings) }
        let schedule = DepositSchedule(amount: amount, frequency: frequency, day: day, start: start, end: end)
        guard schedule.hasValidDay else { throw UsageError(strings("cli.schedule.badOn", context.value("on") ?? "", every)) }
        try store.setSchedule(schedule, for: bank.id)
        context.write("\(TextSanitizer.sanitize(bank.name)): \(try describe(schedule, &context))")
    }

    /// The `--on` value as a schedule day: 1-7 weekly, 1-31 monthly, MM-DD yearly.
    static func day(_ text: String, frequency: DepositSchedule.Frequency, _ strings: Strings) throws -> Int {
        if frequency == .year {
            let parts = text.split(separator: "-")
            guard parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]) else {
                throw UsageError(strings("cli.schedule.badYearDay", text))
            }
            return month * 100 + day
        }
        guard let day = Int(text) else { throw UsageError(strings("cli.schedule.notNumber", text)) }
        return day
    }

    /// "$100.00 every month on day 25, from 2026-01-01, next 2026-12-25", in the language.
    static func describe(_ schedule: DepositSchedule, _ context: inout CommandContext) throws -> String {
        let strings = context.strings
        var parts = [try context.money(schedule.amount) + " " + ScheduleText.rhythm(schedule, strings: strings)]
        parts.append(strings("cli.schedule.since", DateText.day(schedule.start, strings.language)))
        if let end = schedule.end { parts.append(strings("cli.schedule.until.day", DateText.day(end, strings.language))) }
        parts.append(ScheduleText.next(schedule, strings: strings, today: CalendarDate(Date())))
        return parts.joined(separator: ", ")
    }

    static func list(_ context: inout CommandContext) throws {
        let json = context.flag("json")
        let store = try context.store(), currency = try context.currency()
        let schedules = try store.allSchedules()
        if json {
            return context.write(
                try JSONOutput.encode(schedules.map { ScheduleJSON(bankID: $0.bankID, schedule: $0.schedule, currency: currency) }))
        }
        guard !schedules.isEmpty else { return context.write(context.strings["cli.none.schedules"]) }
        for (bankID, schedule) in schedules {
            let name = TextSanitizer.sanitize(store.bank(id: bankID)?.name ?? "")
            context.write("\(bankID)\t\(name)\t\(try describe(schedule, &context))")
        }
    }

    static func runDue(_ context: inout CommandContext) throws {
        let runs = try context.store().runDueSchedules()
        let strings = context.strings
        guard !runs.isEmpty else { return context.write(strings["cli.none.due"]) }
        for run in runs {
            let first = DateText.day(run.occurrences[0], strings.language)
            let days =
                run.occurrences.count == 1
                ? first
                : strings.count(
                    "cli.runDue.occurrences", run.occurrences.count, first, DateText.day(run.occurrences.last!, strings.language))
            context.write(strings("cli.runDue.done", try context.money(run.total), TextSanitizer.sanitize(run.bankName), days))
        }
    }
}

/// A recurring deposit as `schedules --json` prints it, and as exports keep it.
struct ScheduleJSON: Codable, Equatable {
    var bank: Int64?
    var amount: String
    var every: String
    var on: Int
    var from: String
    var until: String?
    var lastRun: String?
    var next: String?
    var currency: String?

    init(bankID: Int64?, schedule: DepositSchedule, currency: Currency?, includesNext: Bool = true) {
        bank = bankID
        amount = Money.format(schedule.amount)
        every = schedule.frequency.rawValue
        on = schedule.day
        from = schedule.start.description
        until = schedule.end?.description
        lastRun = schedule.lastRun?.description
        next = includesNext ? schedule.nextOccurrence(after: CalendarDate(Date()))?.description : nil
        self.currency = currency?.code
    }
}
