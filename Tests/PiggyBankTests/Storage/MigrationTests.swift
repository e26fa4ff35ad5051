import Foundation
import Testing

@testable import PiggyBank

/// Databases written by the real 0.1.0 binary (schema 1), made by `Fixtures/make-v1-fixtures.sh`,
/// opened with today's code: nothing may be lost.
@MainActor
struct MigrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A copy of a fixture in a fresh folder, as `piggybank.sqlite`.
    func copy(_ fixture: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-migration-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(fixture).path, toPath: folder + "/piggybank.sqlite")
        return folder
    }

    @Test func aLookForReadingAt010sFileMigratesItOnceAndReadsIt() throws {
        let folder = try copy("v1-draft-on-page-2.sqlite")
        let store = try #require(try PiggyBankStore.openForReading(directory: folder))
        #expect(store.primaryBank?.name == "新年 🧧 红包")
        #expect(try Migrations.userVersion(store.database) == Migrations.currentVersion)
        #expect(try PiggyBankStore.openForReading(directory: folder)?.primaryBank?.name == "新年 🧧 红包", "then read-only")
    }

    @Test func aDraftLeftOnCreatePage2In010IsStillThereWithEveryBankAndRecord() throws {
        let folder = try copy("v1-draft-on-page-2.sqlite")
        let store = try PiggyBankStore.open(directory: folder)
        #expect(try Migrations.userVersion(store.database) == Migrations.currentVersion)

        let banks = try store.allBanks()
        #expect(banks.map(\.name) == ["旅行基金", "Laptop", "新年 🧧 红包"])
        #expect(banks.map(\.icon) == ["plane", "pig", "house"])
        #expect(banks.map { Money.format($0.amount) } == ["400.25", "1200.00", "0.00"])
        #expect(banks.map { Money.format($0.targetAmount) } == ["5000.00", "1200.00", "888.88"])
        #expect(banks.map(\.isPrimary) == [false, false, true])
        #expect(banks[0].expirationDate == "2027-06-30")
        #expect(banks[0].initialAmount == Decimal(string: "120.5"))

        let travel = try store.records(of: banks[0].id)
        #expect(travel.map { Money.format($0.amount) } == ["20.25", "300.00", "120.50"])
        #expect(travel.map(\.isDeposit) == [false, true, true])
        #expect(travel.map(\.note) == ["車票", "工资 十一月", nil])

        // Laptop was filled by 0.1.0: the migration dates its completion at the filling deposit.
        let laptopRecords = try store.records(of: banks[1].id)
        #expect(banks[1].completionDate == laptopRecords.first?.date)
        #expect(banks[0].completionDate == nil)

        #expect(store.settings.string(forKey: "pageSteps") == "4")
        let draft = try #require(store.loadDraft())
        #expect(draft.name == "新车")
        #expect(draft.targetAmount == 30000)
        #expect(draft.icon == "car")
    }

    @Test func aLongUsedHomeFileKeepsEveryRecordAndItsStep() throws {
        let folder = try copy("v1-home-many-records.sqlite")
        let store = try PiggyBankStore.open(directory: folder)
        let banks = try store.allBanks()
        #expect(banks.map(\.name) == ["Emergency 基金", "自行车"])
        #expect(store.primaryBank?.name == "自行车")
        #expect(store.recordCount(of: banks[0].id) == 42)
        let records = try store.records(of: banks[0].id, limit: 1000)
        #expect(records.first?.note == "dentist 牙医")
        #expect(records.last.map { Money.format($0.amount) } == "500.00")
        // Every record still adds up to the balance.
        let balance = records.reduce(Decimal(0)) { $0 + ($1.isDeposit ? $1.amount : -$1.amount) }
        #expect(balance == banks[0].amount)
        #expect(store.settings.string(forKey: "pageSteps") == "0")
        #expect(try store.recordCount(bankID: nil) == 42, "the per-month totals are filled from the old records")
        #expect(try store.statistics(today: CalendarDate(Date())).recordCount == 42)
    }

    @Test func theFileIsCopiedBeforeItIsMigratedAndTheCopyIsTheOldSchema() throws {
        let folder = try copy("v1-home-many-records.sqlite")
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures.appendingPathComponent("v1-home-many-records.sqlite").path))
        _ = try PiggyBankStore.open(directory: folder)
        let backup = Migrations.backupPath(of: folder + "/piggybank.sqlite", version: 1)
        #expect(FileManager.default.fileExists(atPath: backup))
        let old = try SQLiteDatabase(path: backup)
        #expect(try Migrations.userVersion(old) == 1)
        let statement = try old.prepare("SELECT count(*) FROM records")
        #expect(try statement.step())
        #expect(statement.integer(0) == 42)
        #expect(original.count > 0)
    }

    @Test func openingAMigratedFileAgainMakesNoNewCopy() throws {
        let folder = try copy("v1-draft-on-page-2.sqlite")
        _ = try PiggyBankStore.open(directory: folder)
        let backup = Migrations.backupPath(of: folder + "/piggybank.sqlite", version: 1)
        try FileManager.default.removeItem(atPath: backup)
        _ = try PiggyBankStore.open(directory: folder)
        #expect(!FileManager.default.fileExists(atPath: backup))
    }

    @Test func onboardingIsSkippedWhenA010FileHasBanksButStoppedAtWelcome() throws {
        let folder = try copy("v1-draft-on-page-2.sqlite")
        let store = try PiggyBankStore.open(directory: folder)
        try store.settings.set("1", forKey: "pageSteps")
        try store.leaveOnboardingIfBanksExist()
        #expect(store.settings.string(forKey: "pageSteps") == "0")
        // A create flow in progress is left where it was.
        try store.settings.set("4", forKey: "pageSteps")
        try store.leaveOnboardingIfBanksExist()
        #expect(store.settings.string(forKey: "pageSteps") == "4")
    }
}
