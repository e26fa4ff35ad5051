import FoundationEssentials

extension PiggyBankStore {
    /// The totals and the last twelve months, from aggregate queries over the banks and the
    /// per-month totals the database keeps by trigger (never by loading the records); `today`
    /// fixes the current month.
    public func statistics(today: CalendarDate = CalendarDate(Date())) throws -> SavingsStatistics {
        // Cached statements: preparing these parsed their SQL again on every frame that asks.
        let banks = try database.withCachedStatement(
            """
            SELECT coalesce(sum(amount_cents), 0), count(*) FILTER (WHERE amount_cents < target_cents),
                   count(*) FILTER (WHERE amount_cents >= target_cents), coalesce(-sum(amount_cents) FILTER (WHERE amount_cents < 0), 0),
                   count(*) FILTER (WHERE amount_cents < 0)
            FROM piggy_banks
            """
        ) { banks in
            _ = try banks.step()
            return (
                saved: banks.integer(0), inProgress: banks.integer(1), completed: banks.integer(2), owed: banks.integer(3),
                inDebt: banks.integer(4)
            )
        }
        let months = Self.lastTwelveMonths(endingIn: today)
        var sums: [String: (deposited: Int64, withdrawn: Int64, adjusted: Int64)] = [:]
        try database.withCachedStatement(
            "SELECT month, deposited_cents, withdrawn_cents, adjusted_cents FROM monthly_totals WHERE month >= ? AND month <= ?"
        ) { statement in
            statement.bind([.text(months[0]), .text(months[11])])
            while try statement.step() {
                sums[statement.text(0) ?? ""] = (statement.integer(1), statement.integer(2), statement.integer(3))
            }
        }
        let thisMonth = sums[months[11]] ?? (0, 0, 0)
        return SavingsStatistics(
            totalSaved: Money.amount(cents: banks.saved), banksInProgress: Int(banks.inProgress),
            banksCompleted: Int(banks.completed),
            recordCount: Int(try scalar("SELECT coalesce(sum(records), 0) FROM monthly_totals")),
            depositedThisMonth: Money.amount(cents: thisMonth.deposited), withdrawnThisMonth: Money.amount(cents: thisMonth.withdrawn),
            monthlyNet: months.map { month in
                let sum = sums[month] ?? (0, 0, 0)
                return MonthlyNet(month: month, net: Money.amount(cents: sum.deposited - sum.withdrawn + sum.adjusted))
            }, owed: Money.amount(cents: banks.owed), banksInDebt: Int(banks.inDebt))
    }

    /// What went into and out of a bank, what adjustments moved, and how many records it has.
    public func totals(of bankID: Int64) throws -> BankTotals {
        let statement = try database.prepare(
            """
            SELECT coalesce(sum(amount_cents) FILTER (WHERE is_deposit AND NOT is_adjustment), 0),
                   coalesce(sum(amount_cents) FILTER (WHERE NOT is_deposit AND NOT is_adjustment), 0), count(*),
                   coalesce(sum(CASE WHEN is_deposit THEN amount_cents ELSE -amount_cents END) FILTER (WHERE is_adjustment), 0)
            FROM records WHERE bank_id = ?
            """)
        statement.bind([.integer(bankID)])
        _ = try statement.step()
        return BankTotals(
            deposited: Money.amount(cents: statement.integer(0)), withdrawn: Money.amount(cents: statement.integer(1)),
            recordCount: Int(statement.integer(2)), adjusted: Money.amount(cents: statement.integer(3)))
    }

    /// "YYYY-MM" of the twelve months ending with `today`'s, oldest first.
    static func lastTwelveMonths(endingIn today: CalendarDate) -> [String] {
        (0..<12).reversed().map { back in
            let index = today.year * 12 + (today.month - 1) - back
            let month = index % 12 + 1
            return "\(index / 12)-\(month < 10 ? "0" : "")\(month)"
        }
    }
}
