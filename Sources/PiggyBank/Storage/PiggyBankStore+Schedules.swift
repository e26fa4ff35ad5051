import FoundationEssentials

/// What catching up deposited for one bank.
public struct ScheduleRun: Equatable, Sendable {
    public var bankID: Int64
    public var bankName: String
    public var occurrences: [CalendarDate]
    public var total: Decimal
}

extension PiggyBankStore {
    /// A bank's recurring deposit, or nil.
    public func schedule(of bankID: Int64) -> DepositSchedule? {
        return try? schedules(where: "bank_id = ?", [.integer(bankID)]).first?.schedule
    }

    /// Every bank's recurring deposit, in bank order.
    public func allSchedules() throws -> [(bankID: Int64, schedule: DepositSchedule)] {
        return try schedules(
            where: "1 ORDER BY (SELECT sort_order FROM piggy_banks WHERE id = bank_id), bank_id", [])
    }

    /// Sets (or, with nil, removes) a bank's recurring deposit. A new schedule starts afresh:
    /// occurrences before its start are never deposited, and one already running keeps what it
    /// has done, so changing the amount never repeats a day.
    public func setSchedule(_ schedule: DepositSchedule?, for bankID: Int64) throws {
        try database.transaction { try writeSchedule(schedule, for: bankID) }
        changed()
    }

    /// The statement of ``setSchedule(_:for:)``, inside a caller's transaction.
    func writeSchedule(_ schedule: DepositSchedule?, for bankID: Int64) throws {
        guard let schedule else {
            try database.prepare("DELETE FROM schedules WHERE bank_id = ?").bind([.integer(bankID)]).run()
            return
        }
        try database.prepare(
            """
            INSERT INTO schedules (bank_id, amount_cents, frequency, on_day, starts_on, ends_on, last_run_on)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            ON CONFLICT(bank_id) DO UPDATE SET amount_cents = ?2, frequency = ?3, on_day = ?4, starts_on = ?5, ends_on = ?6,
                last_run_on = coalesce(schedules.last_run_on, ?7)
            """
        ).bind([
            .integer(bankID), .integer(Money.cents(schedule.amount)), .text(schedule.frequency.rawValue), .integer(Int64(schedule.day)),
            .text(schedule.start.description), schedule.end.map { .text($0.description) }, schedule.lastRun.map { .text($0.description) },
        ]).run()
    }

    /// Deposits every occurrence of every schedule from its last run up to `today`, each as its
    /// own automatic record dated at the occurrence, and moves each schedule's last run, all in
    /// one transaction (one sync of the disk however many days were missed). The schedules are
    /// read inside it: a process killed midway deposits nothing, and of two running at once the
    /// second finds nothing due, so no occurrence is ever deposited twice.
    @discardableResult
    public func runDueSchedules(today: CalendarDate = CalendarDate(Date())) throws -> [ScheduleRun] {
        let runs = try database.transaction { () throws -> [ScheduleRun] in
            var runs: [ScheduleRun] = []
            for (bankID, schedule) in try allSchedules() {
                let due = schedule.dueOccurrences(through: today)
                guard let last = due.last else { continue }
                var run = ScheduleRun(bankID: bankID, bankName: bank(id: bankID)?.name ?? "", occurrences: [], total: 0)
                var balance = try scalar("SELECT amount_cents FROM piggy_banks WHERE id = ?", [.integer(bankID)])
                for occurrence in due {
                    let cents = min(Money.cents(schedule.amount), Money.cents(Money.maximum) - balance)
                    guard cents > 0 else { continue }
                    let date = Date(timeIntervalSince1970: Double(occurrence.dayNumber) * 86_400)
                    try insertRecord(bankID: bankID, cents: cents, deposit: true, note: nil, at: date, automatic: true)
                    try addToBalance(cents, of: bankID, at: date)
                    balance += cents
                    run.occurrences.append(occurrence)
                    run.total += Money.amount(cents: cents)
                }
                try database.prepare("UPDATE schedules SET last_run_on = ? WHERE bank_id = ?")
                    .bind([.text(last.description), .integer(bankID)]).run()
                if !run.occurrences.isEmpty { runs.append(run) }
            }
            return runs
        }
        if !runs.isEmpty { changed() }
        return runs
    }

    private func schedules(where clause: String, _ values: [SQLiteValue?]) throws -> [(bankID: Int64, schedule: DepositSchedule)] {
        try database.withCachedStatement(
            "SELECT bank_id, amount_cents, frequency, on_day, starts_on, ends_on, last_run_on FROM schedules WHERE \(clause)"
        ) { statement in try schedules(from: statement.bind(values)) }
    }

    private func schedules(from statement: SQLiteStatement) throws -> [(bankID: Int64, schedule: DepositSchedule)] {
        var found: [(bankID: Int64, schedule: DepositSchedule)] = []
        while try statement.step() {
            guard let frequency = statement.text(2).flatMap(DepositSchedule.Frequency.init(rawValue:)),
                let start = statement.text(4).flatMap(CalendarDate.init)
            else { continue }
            found.append(
                (
                    statement.integer(0),
                    DepositSchedule(
                        amount: Money.amount(cents: statement.integer(1)), frequency: frequency, day: Int(statement.integer(3)),
                        start: start,
                        end: statement.text(5).flatMap(CalendarDate.init), lastRun: statement.text(6).flatMap(CalendarDate.init))
                ))
        }
        return found
    }
}
