import FoundationEssentials
import TerminalText

/// `schedule`, `schedules`, `run-due`: recurring deposits.
@MainActor
enum ScheduleCommands {
    static func schedule(_ context: inout CommandContext) throws {
        let bank = try context.bank()
        let store = try context.store()
        if context.flag("off") {
            try store.setSchedule(nil, for: bank.id)
            return context.write("\(TextSanitizer.sanitize(bank.name)) has no recurring deposit now")
        }
        guard let amountText = context.argument(1) else {
            throw UsageError("schedule needs NAME|ID AMOUNT --every day|week|month|year, or --off")
        }
        let amount = try CommandContext.amount(amountText, positive: true)
        guard let every = context.value("every") else { throw UsageError("schedule needs --every day|week|month|year") }
        guard let frequency = DepositSchedule.Frequency(rawValue: every) else {
            throw UsageError("--every '\(every)' is not one of day, week, month, year")
        }
        let start = try context.value("from").map { try CommandContext.date($0, option: "from") } ?? CalendarDate(Date())
        let end = try context.value("until").map { try CommandContext.date($0, option: "until") }
        if let end, end < start { throw UsageError("--until \(end) is before --from \(start)") }
        let day = try context.value("on").map { try Self.day($0, frequency: frequency) }
        let schedule = DepositSchedule(amount: amount, frequency: frequency, day: day, start: start, end: end)
        guard schedule.hasValidDay else { throw UsageError("--on \(context.value("on") ?? "") does not fit --every \(every)") }
        try store.setSchedule(schedule, for: bank.id)
        let currency = try context.currency()
        context.write("\(TextSanitizer.sanitize(bank.name)): \(describe(schedule, currency: currency, language: context.language))")
    }

    /// The `--on` value as a schedule day: 1-7 weekly, 1-31 monthly, MM-DD yearly.
    static func day(_ text: String, frequency: DepositSchedule.Frequency) throws -> Int {
        if frequency == .year {
            let parts = text.split(separator: "-")
            guard parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]) else {
                throw UsageError("--on '\(text)' is not a date of the year (MM-DD)")
            }
            return month * 100 + day
        }
        guard let day = Int(text) else { throw UsageError("--on '\(text)' is not a number") }
        return day
    }

    /// "$100.00 every month on day 25 from 2026-01-01, next 2026-12-25".
    static func describe(_ schedule: DepositSchedule, currency: Currency, language: Language) -> String {
        let on: String
        switch schedule.frequency {
        case .day: on = ""
        case .week: on = " on weekday \(schedule.day)"
        case .month: on = " on day \(schedule.day)"
        case .year: on = " on \(schedule.day / 100)-\(schedule.day % 100)"
        }
        let until = schedule.end.map { " until \($0)" } ?? ""
        let next = schedule.nextOccurrence(after: CalendarDate(Date())).map { ", next \($0)" } ?? ", no more occurrences"
        return
            "\(currency.format(schedule.amount, in: language)) every \(schedule.frequency.rawValue)\(on) from \(schedule.start)\(until)\(next)"
    }

    static func list(_ context: inout CommandContext) throws {
        let json = context.flag("json")
        let store = try context.store(), currency = try context.currency()
        let schedules = try store.allSchedules()
        if json {
            return context.write(
                try JSONOutput.encode(schedules.map { ScheduleJSON(bankID: $0.bankID, schedule: $0.schedule, currency: currency) }))
        }
        guard !schedules.isEmpty else { return context.write("no recurring deposits") }
        for (bankID, schedule) in schedules {
            context.write(
                "\(bankID)\t\(TextSanitizer.sanitize(store.bank(id: bankID)?.name ?? ""))\t\(describe(schedule, currency: currency, language: context.language))"
            )
        }
    }

    static func runDue(_ context: inout CommandContext) throws {
        let runs = try context.store().runDueSchedules()
        let currency = try context.currency()
        guard !runs.isEmpty else { return context.write("nothing was due") }
        for run in runs {
            let days =
                run.occurrences.count == 1
                ? "\(run.occurrences[0])" : "\(run.occurrences.count) occurrences, \(run.occurrences[0])…\(run.occurrences.last!)"
            context.write(
                "deposited \(currency.format(run.total, in: context.language)) into \(TextSanitizer.sanitize(run.bankName)) (\(days))")
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
