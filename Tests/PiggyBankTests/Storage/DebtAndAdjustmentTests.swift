import Foundation
import Testing

@testable import PiggyBank

/// Debt mode and balance adjustments in the store: what is written, what statistics count, and
/// what an undo and an export keep.
@MainActor
struct DebtAndAdjustmentTests {
    let store: PiggyBankStore
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-debt-\(UUID().uuidString)").path
        store = try PiggyBankStore.open(directory: folder)
    }

    func bank(_ name: String, target: Decimal = 500, initial: Decimal = 0) throws -> PiggyBank {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = target
        draft.initialAmount = initial
        return try store.create(from: draft, now: now)
    }

    func balance(_ bank: PiggyBank) -> Decimal? { store.bank(id: bank.id)?.amount }

    func setDebtMode(_ on: Bool) throws { try store.settings.set(String(on), forKey: SettingKey.debtMode) }

    @Test func withoutDebtModeAWithdrawalStopsAtZero() throws {
        let trip = try bank("Trip", initial: 80)
        #expect(store.balancePolicy == BalancePolicy(allowsDebt: false), "debt mode is off by default")
        #expect(try store.withdraw(100, from: trip.id, now: now) == 80)
        #expect(balance(trip) == 0)
    }

    @Test func inDebtModeAWithdrawalTakesTheBalanceBelowZero() throws {
        let trip = try bank("Trip", initial: 80)
        try setDebtMode(true)
        #expect(try store.withdraw(100, from: trip.id, now: now) == 100)
        #expect(balance(trip) == -20)
        #expect(store.bank(id: trip.id)?.owed == 20)
    }

    @Test func turningDebtModeOffKeepsTheDebtAndRefusesFurtherWithdrawals() throws {
        let trip = try bank("Trip", initial: 80)
        try setDebtMode(true)
        try store.withdraw(100, from: trip.id, now: now)
        try setDebtMode(false)
        #expect(balance(trip) == -20, "the bank stays as it is")
        #expect(try store.withdraw(5, from: trip.id, now: now) == 0)
        #expect(balance(trip) == -20)
        #expect(store.recordCount(of: trip.id) == 2)
        try store.deposit(30, into: trip.id, now: now)
        #expect(balance(trip) == 10, "paying back is always allowed")
    }

    @Test func anAdjustmentSetsTheBalanceWithItsOwnRecord() throws {
        let trip = try bank("Trip", initial: 120)
        #expect(
            try store.adjustBalance(of: trip.id, to: Decimal(string: "99.50")!, note: "counted the coins", now: now)
                == Decimal(string: "-20.50"))
        #expect(balance(trip) == Decimal(string: "99.50"))
        let record = try #require(try store.records(of: trip.id).first)
        #expect(record.kind == .adjustment)
        #expect(record.amount == Decimal(string: "20.50"))
        #expect(record.note == "counted the coins")
        #expect(try store.record(id: record.id)?.isAdjustment == true)
    }

    @Test func anAdjustmentBelowZeroNeedsDebtMode() throws {
        let trip = try bank("Trip", initial: 10)
        #expect(throws: BalanceError.debtModeOff) { try store.adjustBalance(of: trip.id, to: -5, now: now) }
        #expect(throws: BalanceError.unchanged) { try store.adjustBalance(of: trip.id, to: 10, now: now) }
        #expect(store.recordCount(of: trip.id) == 1, "nothing was written")
        try setDebtMode(true)
        try store.adjustBalance(of: trip.id, to: -5, now: now)
        #expect(balance(trip) == -5)
    }

    @Test func deletingAnAdjustmentRestoresThePreviousBalance() throws {
        let trip = try bank("Trip", initial: 100)
        try store.adjustBalance(of: trip.id, to: 250, now: now)
        let adjustment = try #require(try store.records(of: trip.id).first)
        try store.deleteRecord(id: adjustment.id)
        #expect(balance(trip) == 100)
        try store.adjustBalance(of: trip.id, to: 40, now: now)
        try store.deleteRecord(id: try #require(try store.records(of: trip.id).first).id)
        #expect(balance(trip) == 100)
    }

    @Test func anAdjustmentUpThatWasSpentCannotBeDeletedWithoutDebtMode() throws {
        let trip = try bank("Trip")
        try store.adjustBalance(of: trip.id, to: 100, now: now)
        let adjustment = try #require(try store.records(of: trip.id).first)
        try store.withdraw(70, from: trip.id, now: now)
        #expect(throws: RecordDeletionError(needed: 100, balance: 30, isAdjustment: true)) { try store.deleteRecord(id: adjustment.id) }
        #expect(balance(trip) == 30)
        try setDebtMode(true)
        try store.deleteRecord(id: adjustment.id)
        #expect(balance(trip) == -70, "in debt mode the undo may take the balance below zero")
    }

    @Test func statisticsKeepAdjustmentsOutOfDepositsAndWithdrawalsButInTheBalance() throws {
        let today = CalendarDate(now)
        let trip = try bank("Trip", initial: 100), car = try bank("Car", initial: 10)
        try store.adjustBalance(of: trip.id, to: 130, now: now)
        try store.withdraw(5, from: trip.id, now: now)
        try setDebtMode(true)
        try store.adjustBalance(of: car.id, to: -40, now: now)
        let figures = try store.statistics(today: today)
        #expect(figures.depositedThisMonth == 110, "the two initial amounts, not the adjustment")
        #expect(figures.withdrawnThisMonth == 5)
        #expect(figures.monthlyNet.last?.net == 85, "+110 -5 +30 -50")
        #expect(figures.totalSaved == 85)
        #expect(figures.owed == 40)
        #expect(figures.banksInDebt == 1)
        #expect(figures.recordCount == 5)
        let totals = try store.totals(of: trip.id)
        #expect(totals.deposited == 100)
        #expect(totals.withdrawn == 5)
        #expect(totals.adjusted == 30)
        #expect(try store.totals(of: car.id).adjusted == -50)
        // Undoing keeps the monthly totals true.
        try store.deleteRecord(id: try #require(try store.records(of: car.id).first).id)
        #expect(try store.statistics(today: today).monthlyNet.last?.net == 135)
    }

    @Test func anExportCarriesAdjustmentsDebtAndDebtModeAndImportsBackTheSame() throws {
        let trip = try bank("Trip", initial: 100)
        try setDebtMode(true)
        try store.adjustBalance(of: trip.id, to: 60, note: "recount", now: now)
        try store.withdraw(90, from: trip.id, now: now)
        let document = try store.exportDocument(now: now)
        #expect(document.version == 2)
        #expect(document.settings.debtMode == true)
        #expect(document.banks[0].amount == "-30.00")
        #expect(document.banks[0].records.map(\.type) == ["deposit", "adjustment", "withdrawal"])
        #expect(document.banks[0].records.map(\.amount) == ["100.00", "-40.00", "90.00"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-debt-\(UUID().uuidString)").path
        let other = try PiggyBankStore.open(directory: folder)
        _ = try other.importDocument(document, mode: .replace)
        let imported = try #require(try other.allBanks().first)
        #expect(imported.amount == -30)
        #expect(try other.records(of: imported.id).map(\.kind) == [.withdrawal, .adjustment, .deposit])
        #expect(other.balancePolicy.allowsDebt)
        #expect(try other.exportDocument(now: now) == document)
    }

    @Test func anImportedAdjustmentMustStillAddUpToTheBalance() throws {
        let trip = try bank("Trip", initial: 100)
        try store.adjustBalance(of: trip.id, to: 60, now: now)
        var document = try store.exportDocument(now: now)
        document.banks[0].records[1].amount = "40.00"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-debt-\(UUID().uuidString)").path
        let other = try PiggyBankStore.open(directory: folder)
        #expect(throws: ImportError(path: "banks[0].amount", reason: "60.00 is not what its records add up to (140.00)")) {
            try other.importDocument(document, mode: .replace)
        }
        document.banks[0].records[1].type = "correction"
        #expect(throws: ImportError.self) { try other.importDocument(document, mode: .replace) }
        #expect(try other.allBanks().isEmpty)
    }
}
