import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

@MainActor
struct RecordsFoldAndSearchTests {
    static let november28 = 1_795_824_000.0

    /// Bike with six records over three days (2026-11-28 … 2026-11-30), on the records screen.
    func recordsScreen(language: Language = .english) throws -> AppHarness {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000")
        let bike = try #require(app.store.primaryBank)
        let day = Self.november28
        let entries: [(Double, Decimal, String?)] = [
            (day + 3_600, 5, "Bell"), (day + 7_200, 6, nil), (day + 86_400 + 600, 7, "LOCK"),
            (day + 2 * 86_400 + 60, 8, "Зонт"), (day + 2 * 86_400 + 120, 9, "自行车灯"), (day + 2 * 86_400 + 180, 10, "lock oil"),
        ]
        for (time, amount, note) in entries {
            try app.store.deposit(amount, into: bike.id, note: note, now: Date(timeIntervalSince1970: time))
        }
        app.press(.character("r"))
        return app
    }

    static let allRows = [
        "  All piggy banks · 6 records",
        "  ▾ 2026-11-30 🐷 Bike           +       $10.00  00:03  deposit · lock oil",
        "               🐷 Bike           +        $9.00  00:02  deposit · 自行车灯",
        "               🐷 Bike           +        $8.00  00:01  deposit · Зонт",
        "  ▾ 2026-11-29 🐷 Bike           +        $7.00  00:10  deposit · LOCK",
        "  ▾ 2026-11-28 🐷 Bike           +        $6.00  02:00  deposit",
        "               🐷 Bike           +        $5.00  01:00  deposit · Bell",
        "",
    ]

    @Test func enterOnADateLineFoldsItsDayAndEnterAgainUnfoldsIt() throws {
        let app = try recordsScreen()
        app.driver.expectLines(Self.allRows, from: 2)
        app.driver.expectLine(23, "? keys · Enter fold day · / search notes · f filter by bank · x delete record")
        app.press(.enter)
        app.driver.expectLines(
            [
                "  All piggy banks · 6 records",
                "  ▸ 2026-11-30 3 records",
                "  ▾ 2026-11-29 🐷 Bike           +        $7.00  00:10  deposit · LOCK",
                "  ▾ 2026-11-28 🐷 Bike           +        $6.00  02:00  deposit",
                "               🐷 Bike           +        $5.00  01:00  deposit · Bell",
                "",
            ], from: 2)
        // A folded line is no record: nothing to delete; Enter now unfolds.
        app.driver.expectLine(23, "? keys · Enter unfold day · / search notes · f filter by bank · Esc back")
        app.press(.down, .down, .enter)  // the 28th, from its date line
        app.driver.expectLines(["  ▸ 2026-11-28 2 records", ""], from: 5)
        app.press(.down)
        #expect(app.lines[5] == "  ▸ 2026-11-28 2 records", "the last row stays the last")
        app.press(.up)  // the 29th's only record: its date line
        app.press(.character("x"))
        #expect(app.screen.contains("Delete the record +$7.00?"))
        app.press(.escape)
        app.press(.home, .enter, .end, .enter)  // unfolds the 30th, then the 28th, now the last row
        app.driver.expectLines(Self.allRows, from: 2)
    }

    @Test func enterOnARecordThatIsNoDateLineDoesNothing() throws {
        let app = try recordsScreen()
        app.press(.down)
        app.driver.expectLine(23, "? keys · / search notes · f filter by bank · x delete record · Esc back")
        app.press(.enter)
        app.driver.expectLines(Self.allRows, from: 2)
    }

    /// 150 records on one day and 100 on the day before: more than two pages of the store's
    /// 64 each. A fold outlives paging to the end and back, and the rows after it come from
    /// the right pages.
    @Test func aFoldOutlivesPagingThroughAStoreOfManyPages() throws {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "1000000")
        let bike = try #require(app.store.primaryBank)
        try app.store.database.transaction {
            try app.store.database.execute(
                """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 249)
                INSERT INTO records (bank_id, amount_cents, date, is_deposit, note)
                SELECT \(bike.id), 100 * (i + 1), \(Int(Self.november28)) + 86400 + CASE WHEN i < 100 THEN i - 100 ELSE i * 10 END, 1, NULL FROM n
                """)
        }
        app.store.changed()
        app.press(.character("r"))
        app.driver.expectLine(2, "  All piggy banks · 250 records")
        app.driver.expectLine(3, Self.scrolled("  ▾ 2026-11-29 🐷 Bike           +      $250.00  00:41  deposit", bar: "┃"))
        app.press(.enter)
        app.driver.expectLines(
            [
                Self.scrolled("  ▸ 2026-11-29 150 records", bar: "┃"),
                Self.scrolled("  ▾ 2026-11-28 🐷 Bike           +      $100.00  23:59  deposit", bar: "┃"),
                Self.scrolled("               🐷 Bike           +       $99.00  23:59  deposit", bar: "┃"),
            ], from: 3)
        app.press(.end)
        app.driver.expectLine(22, Self.scrolled("               🐷 Bike           +        $1.00  23:58  deposit", bar: "┃"))
        app.press(.pageUp, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp)
        app.driver.expectLines(
            [
                Self.scrolled("  ▸ 2026-11-29 150 records", bar: "┃"),
                Self.scrolled("  ▾ 2026-11-28 🐷 Bike           +      $100.00  23:59  deposit", bar: "┃"),
            ], from: 3)
        app.press(.down, .enter)
        app.driver.expectLines(["  ▸ 2026-11-29 150 records", "  ▸ 2026-11-28 100 records", ""], from: 3)
    }

    /// A row of a list taller than the screen: padded to the scroll indicator in column 77.
    static func scrolled(_ text: String, bar: String) -> String {
        let width = text.reduce(0) { $0 + DisplayWidth.of($1) }
        return text + String(repeating: " ", count: 77 - width) + bar
    }

    @Test func slashSearchesTheNotesAsYouTypeAndEscapeClearsIt() throws {
        let app = try recordsScreen()
        app.press(.character("/"))
        app.type("lOcK")
        app.driver.expectLines(
            [
                "  All piggy banks · 2 records",
                "  / Notes containing lOcK_____________________________________________________",
                "  ▾ 2026-11-30 🐷 Bike           +       $10.00  00:03  deposit · lock oil",
                "  ▾ 2026-11-29 🐷 Bike           +        $7.00  00:10  deposit · LOCK",
                "",
            ], from: 2)
        // In the field, letters are the search's: `/`, `f`, `x` and Enter fold nothing.
        app.driver.expectLine(23, "? keys · Esc clear search · ←→ Home End move · Ctrl-W/U/K delete · Enter submit")
        app.press(.escape)
        app.driver.expectLines(Self.allRows, from: 2)
        app.press(.escape)
        #expect(app.screen.contains("Recent records"), "a second Esc goes back")
    }

    @Test func aSearchFindsChineseAndCyrillicInAnyCaseAndKeepsTheFolds() throws {
        let app = try recordsScreen()
        app.press(.enter)  // fold the 30th
        app.press(.character("/"))
        app.type("зОНТ")
        app.driver.expectLines(
            [
                "  All piggy banks · 1 record", "  / Notes containing зОНТ_____________________________________________________",
                "  ▸ 2026-11-30 1 record", "",
            ], from: 2)
        for _ in 0..<4 { app.press(.backspace) }
        app.type("车")
        app.press(.enter)  // leaves the field, keeping the search
        app.press(.enter)  // unfolds the 30th
        app.driver.expectLines(
            [
                "  All piggy banks · 1 record", "  / Notes containing 车",
                "  ▾ 2026-11-30 🐷 Bike           +        $9.00  00:02  deposit · 自行车灯",
            ], from: 2)
        app.press(.character("/"))
        app.driver.expectLine(3, "  / Notes containing 车_______________________________________________________")
        app.press(.character("x"))
        app.driver.expectLines(
            [
                "  All piggy banks · 0 records", "  / Notes containing 车x______________________________________________________",
                "  No note contains “车x”.",
            ], from: 2)
    }
}
