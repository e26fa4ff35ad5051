import CursesUICore
import Foundation
import Observation
import Testing

@testable import PiggyBank

/// What another connection (a second piggybank, a script) commits reaches the running app on
/// its next key: data, and settings, theme and language by the same rule.
@MainActor
struct ChangesElsewhereTests {
    func homeWithBank() throws -> (app: AppHarness, other: PiggyBankStore) {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "100", initial: "10")
        return (app, try PiggyBankStore.open(directory: app.directory))
    }

    @Test func aCurrencySetElsewhereShowsOnTheNextKey() throws {
        let (app, other) = try homeWithBank()
        #expect(app.screen.contains("Saved $10.00 of $100.00"))
        try other.settings.set("EUR", forKey: SettingKey.currency)
        app.press(.resize)
        #expect(app.screen.contains("Saved €10.00 of €100.00"))
        try other.settings.set(nil, forKey: SettingKey.currency)
        app.press(.resize)
        #expect(app.screen.contains("Saved $10.00 of $100.00"), "a setting removed elsewhere falls back to the default")
    }

    @Test func aLanguageSetElsewhereShowsOnTheNextKey() throws {
        let (app, other) = try homeWithBank()
        try other.settings.set(Language.simplifiedChinese.rawValue, forKey: SettingKey.language)
        app.press(.resize)
        #expect(app.screen.contains("存钱罐 · 首页"))
        #expect(app.screen.contains("已存 ¥10.00 / ¥100.00"))
    }

    @Test func aThemeSetElsewhereShowsOnTheNextKeyOnTheSettingsScreen() throws {
        let (app, other) = try homeWithBank()
        app.press(.character(","))
        #expect(app.screen.contains(Self.themeRow("Colours")))
        try other.settings.set(ThemeName.monochrome.rawValue, forKey: SettingKey.theme)
        app.press(.resize)
        #expect(app.screen.contains(Self.themeRow("Monochrome")))
    }

    /// Settings' theme row at 80 columns: the label leading, the choice at the row's end.
    static func themeRow(_ theme: String) -> String {
        let choice = "‹\(theme)› ▾"
        return "  Theme" + String(repeating: " ", count: 79 - 7 - choice.count) + choice
    }

    /// Every read the screens make of store data, each of which must subscribe its reader.
    static let reads: [(name: String, read: @MainActor (PiggyBankStore, Int64) throws -> Void)] = [
        ("bankCount", { store, _ in _ = store.bankCount }),
        ("primaryBank", { store, _ in _ = store.primaryBank }),
        ("bank(at:)", { store, _ in _ = store.bank(at: 0) }),
        ("bank(id:)", { store, id in _ = store.bank(id: id) }),
        ("bank(named:)", { store, _ in _ = store.bank(named: "Bike") }),
        ("allBanks", { store, _ in _ = try store.allBanks() }),
        ("records(of:)", { store, id in _ = try store.records(of: id) }),
        ("record(id:)", { store, _ in _ = try store.record(id: 1) }),
        ("recordCount(of:)", { store, id in _ = store.recordCount(of: id) }),
        ("forEachRecord", { store, id in try store.forEachRecord(bankID: id, since: nil, until: nil) { _ in } }),
        ("statistics", { store, _ in _ = try store.statistics() }),
        ("totals(of:)", { store, id in _ = try store.totals(of: id) }),
        ("schedule(of:)", { store, id in _ = store.schedule(of: id) }),
        ("allSchedules", { store, _ in _ = try store.allSchedules() }),
        ("dueItems", { store, _ in _ = try store.dueItems() }),
        ("fileSize", { store, _ in _ = store.fileSize }),
    ]

    @Test func everyReadOfStoreDataIsInvalidatedByACommitElsewhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-elsewhere-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try PiggyBankStore.open(directory: folder)
        var draft = PiggyBankDraft()
        draft.name = "Bike"
        draft.targetAmount = 100
        let id = try store.create(from: draft).id
        try store.deposit(5, into: id)
        store.refreshIfChangedElsewhere()
        let other = try PiggyBankStore.open(directory: folder)
        for (name, read) in Self.reads {
            let invalidated = Flag()
            withObservationTracking {
                try? read(store, id)
            } onChange: {
                invalidated.isSet = true
            }
            try other.deposit(1, into: id)
            #expect(!invalidated.isSet, "\(name): nothing changes before the app looks")
            store.refreshIfChangedElsewhere()
            #expect(invalidated.isSet, "\(name) is invalidated by a deposit made elsewhere")
        }
    }

    final class Flag: @unchecked Sendable {
        var isSet = false
    }
}
