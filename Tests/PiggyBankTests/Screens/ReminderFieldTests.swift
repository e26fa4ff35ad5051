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

    @Test func aTypedTimeIsStoredOnceItIsHHMMAndTheCrontabLineFollows() throws {
        let app = try settings()
        #expect(app.screen.contains("[ ] Remind me at"))
        app.press(.tab, .tab, .tab, .tab, .tab, .tab, .character(" "))
        #expect(app.screen.contains("[x] Remind me at"))
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
        #expect(app.screen.contains("[x] Remind me at 21:00"))
        app.press(.tab, .tab, .tab, .tab, .tab, .tab, .character(" "))
        #expect(app.screen.contains("[ ] Remind me at"))
        #expect(!app.screen.contains("crontab"))
        #expect(app.store.settings.string(forKey: SettingKey.remind)?.isEmpty ?? true)
    }
}
