import CSQLite
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct PiggyBankStoreTests {
    func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-store-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func draft(_ name: String, target: Decimal, initial: Decimal = 0) -> PiggyBankDraft {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = target
        draft.initialAmount = initial
        return draft
    }

    @Test func anEmptyFileIsMigratedToTheCurrentSchema() throws {
        let folder = temporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder + "/piggybank.sqlite", contents: Data()))
        let store = try PiggyBankStore.open(directory: folder)
        #expect(try Migrations.userVersion(store.database) == Migrations.currentVersion)
        #expect(store.bankCount == 0)
    }

    @Test func deletingABankDeletesItsRecords() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        let bank = try store.create(from: draft("A", target: 100, initial: 10))
        try store.deposit(5, into: bank.id)
        #expect(store.recordCount(of: bank.id) == 2)
        try store.delete(bankID: bank.id)
        let statement = try store.database.prepare("SELECT count(*) FROM records")
        #expect(try statement.step())
        #expect(statement.integer(0) == 0)
    }

    @Test func aCorruptFileIsReportedAndLeftUntouched() throws {
        let folder = temporaryFolder()
        let path = folder + "/piggybank.sqlite"
        let garbage = Data((0..<4096).map { UInt8($0 % 251) })
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        #expect(throws: StorageError.corrupt(path: path)) { try PiggyBankStore.open(directory: folder) }
        #expect(FileManager.default.contents(atPath: path) == garbage)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aDatabaseFromANewerVersionIsReportedAndLeftUntouched() throws {
        let folder = temporaryFolder()
        let path = folder + "/piggybank.sqlite"
        _ = try PiggyBankStore.open(directory: folder)
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA user_version = 99")
        let before = FileManager.default.contents(atPath: path)
        #expect(throws: StorageError.newerSchema(path: path, version: 99)) { try PiggyBankStore.open(directory: folder) }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func twoStoresOnOneFileSeeEachOthersChanges() throws {
        let folder = temporaryFolder()
        let first = try PiggyBankStore.open(directory: folder)
        let second = try PiggyBankStore.open(directory: folder)
        let bank = try first.create(from: draft("Shared", target: 50))
        try second.deposit(20, into: bank.id)
        #expect(first.bank(id: bank.id)?.amount == 20)
        #expect(second.primaryBank?.name == "Shared")
    }

    @Test func depositsGoPastTheTargetAndWithdrawalsStopAtTheBalance() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        let bank = try store.create(from: draft("Caps", target: 100, initial: 90))
        let filled = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try store.deposit(50, into: bank.id, now: filled) == 50)
        #expect(store.bank(id: bank.id)?.amount == 140)
        #expect(store.bank(id: bank.id)?.surplus == 40)
        #expect(store.bank(id: bank.id)?.progress == 1)
        #expect(store.bank(id: bank.id)?.completionDate == filled)
        try store.deposit(5, into: bank.id, now: filled.addingTimeInterval(86_400))
        #expect(store.bank(id: bank.id)?.completionDate == filled, "the first day it was full is kept")
        #expect(try store.withdraw(500, from: bank.id) == 145)
        #expect(store.bank(id: bank.id)?.amount == 0)
        #expect(try store.withdraw(1, from: bank.id) == 0, "nothing to withdraw writes nothing")
        #expect(store.recordCount(of: bank.id) == 4)
        #expect(try store.deposit(Money.maximum, into: bank.id) == Money.maximum)
        #expect(try store.deposit(1, into: bank.id) == 0, "a bank holds at most Money.maximum")
    }

    @Test func aNewTargetDecidesWhetherTheBankIsCompleted() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        let bank = try store.create(from: draft("Goal", target: 100, initial: 60))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try store.update(bankID: bank.id, with: draft("Goal", target: 50), now: now)
        #expect(store.bank(id: bank.id)?.isCompleted == true)
        #expect(store.bank(id: bank.id)?.completionDate == now)
        #expect(store.bank(id: bank.id)?.amount == 60, "editing never rewrites the balance")
        try store.update(bankID: bank.id, with: draft("Goal", target: 200), now: now)
        #expect(store.bank(id: bank.id)?.isCompleted == false)
        #expect(store.bank(id: bank.id)?.completionDate == nil)
    }

    @Test func confirmingAppliesBankletDefaultsAndCaps() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        let bank = try store.create(from: draft("   ", target: 0, initial: 500))
        #expect(bank.name == "Piggy Bank")
        #expect(bank.targetAmount == 100)
        #expect(bank.amount == 100)
        #expect(bank.isPrimary)
    }

    @Test func manyBanksArePagedNotLoadedAtOnce() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        try store.database.transaction {
            for index in 0..<300 {
                try store.database.prepare(
                    "INSERT INTO piggy_banks (name, target_cents, amount_cents, initial_cents, created_at, sort_order) VALUES (?, 100, 0, 0, 0, ?)"
                ).bind([.text("bank \(index)"), .integer(Int64(index))]).run()
            }
        }
        #expect(store.bankCount == 300)
        #expect(store.bank(at: 0)?.name == "bank 0")
        #expect(store.bank(at: 299)?.name == "bank 299")
        #expect(store.bank(at: 300) == nil)
    }

    @Test func invalidUTF8InANameIsShownReplacedNotCrashedOn() throws {
        let store = try PiggyBankStore.open(directory: temporaryFolder())
        try store.database.execute(
            "INSERT INTO piggy_banks (name, target_cents, amount_cents, initial_cents, created_at, sort_order) VALUES (CAST(X'41FF42' AS TEXT), 100, 0, 0, 0, 1)"
        )
        #expect(store.bank(at: 0)?.name == "A\u{FFFD}B")
    }
}
