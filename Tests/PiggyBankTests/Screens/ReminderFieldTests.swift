import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// "Remind me at" on Settings stores only a time written HH:MM.
@MainActor
struct ReminderFieldTests {
    func settings() throws -> AppHarness {
        let app = try AppHarness.onHome(withBank: "Bike", target: "100")
        app.press(.character(","))
        return app
    }

    /// The reminder's row, its label leading and its box (with the time while on) at its end.
    func reminderRow(_ app: AppHarness) -> String {
        let row = app.screen.split(separator: "\n").first { $0.hasPrefix("  Remind me at ") } ?? ""
        return row.replacingOccurrences(of: "_", with: "").trimmingCharacters(in: .whitespaces)
    }

    @Test func aTypedTimeIsStoredOnceItIsHHMMAndTheCrontabLineFollows() throws {
        let app = try settings()
        #expect(reminderRow(app).hasSuffix("[ ]"), "the box at the row's end, as iOS's switch")
        app.press(.tab, .tab, .tab, .tab, .tab, .tab, .character(" "))
        #expect(reminderRow(app).hasSuffix("[x] HH:MM"))
        app.press(.tab)
        app.type("7:3")
        #expect(app.screen.contains("Enter the time in 24-hour HH:MM form, 00:00 to 23:59."))
        #expect(app.store.settings.string(forKey: SettingKey.remind) == nil, "nothing stored while it is no time")
        app.press(.backspace, .backspace, .backspace)
        app.type("25:00")
        #expect(app.screen.contains("HH:MM form"))
        app.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        app.type("07:30")
        #expect(!app.screen.contains("HH:MM form"))
        #expect(app.screen.contains("For your crontab: 30 7 * * * piggybank remind"))
        #expect(app.store.settings.string(forKey: SettingKey.remind) == "07:30")
    }

    @Test func turningTheReminderOffRemovesTheTime() throws {
        let app = try settings()
        try app.store.settings.set("21:00", forKey: SettingKey.remind)
        try app.relaunch()
        app.press(.character(","))
        #expect(reminderRow(app).hasSuffix("[x] 21:00"))
        app.press(.tab, .tab, .tab, .tab, .tab, .tab, .character(" "))
        #expect(reminderRow(app).hasSuffix("[ ]"))
        #expect(!app.screen.contains("crontab"))
        #expect(app.store.settings.string(forKey: SettingKey.remind)?.isEmpty ?? true)
    }
}
