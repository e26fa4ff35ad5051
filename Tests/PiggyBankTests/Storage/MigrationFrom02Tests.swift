import Foundation
import Testing

@testable import PiggyBank

/// Databases and an export written by the real 0.2.0 binary (schema 2), made by
/// `Fixtures/make-v2-fixtures.sh`, opened with today's code: nothing is lost, the old file is
/// kept, and debt mode and adjustments work on them.
@MainActor
struct MigrationFrom02Tests {
    let migration = MigrationTests()

    func open(_ fixture: String) throws -> (folder: String, store: PiggyBankStore) {
        let folder = try migration.copy(fixture)
        return (folder, try PiggyBankStore.open(directory: folder))
    }

    @Test func everyBankRecordScheduleSettingAndTheDraftOf02AreStillThere() throws {
        let (_, store) = try open("v2-draft-schedule-settings.sqlite")
        #expect(try Migrations.userVersion(store.database) == Migrations.currentVersion)
        let banks = try store.allBanks()
        #expect(banks.map(\.name) == ["旅行基金", "Laptop", "新年 🧧 红包"])
        #expect(banks.map { Money.format($0.amount) } == ["0.00", "1250.00", "26.64"])
        #expect(banks.map(\.isPrimary) == [false, false, true])
        #expect(banks[1].completionDate != nil && banks[0].completionDate == nil)

        let travel = try store.records(of: banks[0].id)
        #expect(travel.map { Money.format($0.amount) } == ["400.25", "20.25", "300.00", "120.50"])
        #expect(travel.map(\.kind) == [.withdrawal, .withdrawal, .deposit, .deposit])
        #expect(travel.map(\.note) == ["全部取出", "車票", "工资 十一月", nil])
        let gifts = try store.records(of: banks[2].id)
        #expect(gifts.count == 3 && gifts.allSatisfy { $0.isAutomatic && $0.kind == .deposit })

        let schedule = try #require(store.schedule(of: banks[2].id))
        #expect(schedule.amount == Decimal(string: "8.88"))
        #expect(schedule.frequency == .month && schedule.day == 15)
        #expect(schedule.lastRun == CalendarDate("2026-11-15"))
        #expect(schedule.end == CalendarDate("2027-12-31"))

        #expect(store.settings.string(forKey: SettingKey.currency) == "EUR")
        #expect(store.settings.string(forKey: SettingKey.theme) == "highContrast")
        #expect(store.settings.string(forKey: SettingKey.showAmounts) == "false")
        #expect(!store.balancePolicy.allowsDebt, "debt mode starts off")
        #expect(store.settings.string(forKey: "pageSteps") == "4")
        let draft = try #require(store.loadDraft())
        #expect(draft.name == "新车" && draft.targetAmount == 30000 && draft.icon == "car")
        #expect(try store.statistics().recordCount == 8, "the per-month totals came through the new triggers' table")
    }

    @Test func the02FileIsCopiedBeforeItIsMigratedAndTheCopyIsStillSchema2() throws {
        let (folder, _) = try open("v2-home-many-records.sqlite")
        let backup = Migrations.backupPath(of: folder + "/piggybank.sqlite", version: 2)
        #expect(FileManager.default.fileExists(atPath: backup))
        let old = try SQLiteDatabase(path: backup)
        #expect(try Migrations.userVersion(old) == 2)
        let statement = try old.prepare("SELECT count(*) FROM records")
        #expect(try statement.step())
        #expect(statement.integer(0) == 51)
    }

    @Test func aLongUsed02FileKeepsItsRecordsTotalsAndBalances() throws {
        let (_, store) = try open("v2-home-many-records.sqlite")
        let banks = try store.allBanks()
        #expect(banks.map(\.name) == ["Emergency 基金", "自行车"])
        #expect(store.primaryBank?.name == "自行车")
        for bank in banks {
            let records = try store.records(of: bank.id, limit: 1000)
            #expect(records.reduce(Decimal(0)) { $0 + $1.change } == bank.amount)
        }
        #expect(store.recordCount(of: banks[0].id) == 42)
        #expect(try store.records(of: banks[1].id).allSatisfy(\.isAutomatic))
        let totals = try store.totals(of: banks[0].id)
        #expect(totals.withdrawn == 100 && totals.adjusted == 0)
        #expect(try store.statistics().recordCount == 51)
    }

    @Test func debtModeAndAdjustmentsWorkOnAMigrated02File() throws {
        let (_, store) = try open("v2-draft-schedule-settings.sqlite")
        let banks = try store.allBanks()
        let travel = banks[0], laptop = banks[1]
        #expect(try store.withdraw(10, from: travel.id) == 0, "0.2's rule still holds until debt mode is on")
        try store.settings.set("true", forKey: SettingKey.debtMode)
        #expect(try store.withdraw(10, from: travel.id) == 10)
        #expect(store.bank(id: travel.id)?.amount == -10, "the balance check of 0.2's table is gone")
        try store.adjustBalance(of: laptop.id, to: 1000, note: "重新数过")
        #expect(store.bank(id: laptop.id)?.amount == 1000)
        #expect(try store.records(of: laptop.id).first?.kind == .adjustment)
        let figures = try store.statistics()
        #expect(figures.owed == 10 && figures.banksInDebt == 1)
        #expect(figures.recordCount == 10)
    }

    @Test func deletingABankOfAMigratedFileStillDeletesItsRecordsAndSchedule() throws {
        let (_, store) = try open("v2-draft-schedule-settings.sqlite")
        let gifts = try store.allBanks()[2]
        try store.delete(bankID: gifts.id)
        #expect(store.recordCount(of: gifts.id) == 0)
        #expect(store.schedule(of: gifts.id) == nil)
        #expect(try store.statistics().recordCount == 5)
    }

    @Test func a02ExportStillImports() throws {
        let data = try Data(contentsOf: MigrationTests.fixtures.appendingPathComponent("v2-export.json"))
        let document = try JSONDecoder().decode(ExportDocument.self, from: data)
        #expect(document.version == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-v2-import-\(UUID().uuidString)").path
        let store = try PiggyBankStore.open(directory: folder)
        let summary = try store.importDocument(document, mode: .replace)
        #expect(summary.banks == 3 && summary.records == 8 && summary.schedules == 1)
        let banks = try store.allBanks()
        #expect(banks.map(\.name) == ["旅行基金", "Laptop", "新年 🧧 红包"])
        #expect(banks.map { Money.format($0.amount) } == ["0.00", "1250.00", "26.64"])
        #expect(store.primaryBank?.name == "新年 🧧 红包")
        #expect(store.settings.string(forKey: SettingKey.currency) == "EUR")
        #expect(try store.records(of: banks[0].id).map(\.note) == ["全部取出", "車票", "工资 十一月", nil])
        // And merged beside a bank of the new version.
        let merged = try store.importDocument(document, mode: .merge)
        #expect(merged.clashes.count == 3)
        #expect(store.bankCount == 6)
    }
}
