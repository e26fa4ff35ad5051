import Foundation
import Testing

@testable import PiggyBank

/// The draft saved on every typed key comes back whole after a relaunch, whatever was typed,
/// and money stays committed with `synchronous = FULL` while the draft's writes do not wait.
@MainActor
struct DraftStorageTests {
    func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-draft-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Saves `draft` in one store and reads it from a second one on the same folder.
    func reloaded(_ draft: PiggyBankDraft) throws -> PiggyBankDraft? {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try PiggyBankStore.open(directory: folder).saveDraft(draft)
        return try PiggyBankStore.open(directory: folder).loadDraft()
    }

    @Test(arguments: ["", "Trip to Japan", "存钱罐 🚲", "say \"hi\"", "back\\slash/", "tab\there\nline\r\u{1}\u{1F}end", "é\u{301}"])
    func aNameComesBackAsTyped(name: String) throws {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = Decimal(string: "1200.50")!
        #expect(try reloaded(draft) == draft)
    }

    @Test func everyFieldAndTheScheduleComeBack() throws {
        var draft = PiggyBankDraft()
        draft.name = "Bike"
        draft.targetAmount = Decimal(string: "99999999999.99")!
        draft.icon = "bicycle"
        draft.initialAmount = Decimal(string: "0.07")!
        draft.hasExpiration = true
        draft.expirationText = "2027-0"
        var schedule = ScheduleDraft()
        schedule.amount = 25
        schedule.frequency = .week
        schedule.day = 5
        schedule.startText = "2026-12-\""
        draft.schedule = schedule
        #expect(try reloaded(draft) == draft)
        draft.schedule = nil
        draft.icon = nil
        #expect(try reloaded(draft) == draft)
    }

    @Test func aDraftWrittenByJSONEncoderStillLoads() throws {
        var draft = PiggyBankDraft()
        draft.name = "Older build's draft"
        draft.targetAmount = 300
        draft.schedule = ScheduleDraft()
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try PiggyBankStore.open(directory: folder)
        try store.settings.set(String(decoding: try JSONEncoder().encode(draft), as: UTF8.self), forKey: "draft")
        #expect(store.loadDraft() == draft)
    }

    @Test func typingIsCommittedAtNormalAndMoneyAtFull() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try PiggyBankStore.open(directory: folder)
        func level() throws -> Int64 {
            let statement = try store.database.prepare("PRAGMA synchronous")
            _ = try statement.step()
            return statement.integer(0)
        }
        #expect(try level() == 1, "NORMAL outside transactions")
        let bank = try store.create(from: PiggyBankDraft())
        var levelInside: Int64 = -1
        try store.database.transaction { levelInside = try level() }
        #expect(levelInside == 2, "FULL inside a transaction")
        try store.deposit(5, into: bank.id)
        try store.saveDraft(PiggyBankDraft())
        #expect(try level() == 1)
    }
}
