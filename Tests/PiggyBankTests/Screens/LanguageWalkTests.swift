import CursesUICore
import CursesUITestSupport
import Foundation
import PiggyBankResources
import Testing

@testable import PiggyBank

/// Every screen and dialog in every language but English shows no English word: all text comes
/// from the string tables. Only numbers, key names, units, currency codes, the date and time
/// patterns, `crontab` and words a language shares with English ("Name" in German) may be Latin.
@MainActor
struct LanguageWalkTests {
    /// Latin words that belong on any screen.
    static let allowed: Set<String> = [
        "Tab", "Shift", "Esc", "Enter", "Ctrl", "Alt", "PgUp", "PgDn", "Home", "End", "Space", "Backspace", "Delete",
        "YYYY", "MM", "DD", "HH", "KB", "MB", "B", "OK",
        // The program the reminder's line is for.
        "crontab",
    ]

    /// Words of the English table that are also words of a language, spelt and capitalised the
    /// same ("in" and "was" are German; "no" and "total" Spanish and Portuguese).
    static let shared: [Language: Set<String>] = [
        .german: ["Name", "Details", "in", "was", "optional"],
        .french: ["Dates", "Note", "Notes", "note", "notes", "Monochrome", "Net", "change", "total", "an"],
        .spanish: ["No", "no", "total"],
        .brazilianPortuguese: ["no", "total", "Data", "zero"],
    ]

    /// Every word of two or more Latin letters in the English table's screen texts (the
    /// command line's, `cli.*`, never show on a screen).
    static let englishWords: Set<String> = {
        var words = Set<String>()
        for (key, text) in StringTablesTests.english where !key.hasPrefix("cli.") {
            for match in text.matches(of: /[A-Za-z]{2,}/) { words.insert(String(match.output)) }
        }
        return words.subtracting(allowed)
    }()

    func englishOn(_ app: AppHarness, language: Language) -> [String] {
        let codes = Set(CurrencyCatalog.all.map(\.code))
        let shared = Self.shared[language] ?? []
        // Whole words only: "Início" holds no English "In".
        return app.lines.flatMap { line in line.matches(of: /\p{L}{2,}/).map { String($0.output) } }
            .filter { Self.englishWords.contains($0) && !codes.contains($0) && !shared.contains($0) }
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func noScreenOrDialogShowsAnEnglishWord(_ language: Language) throws {
        let app = try AppHarness(language: language)
        let strings = Strings(language)
        var seen: [String: [String]] = [:]
        var headers: Set<String> = []
        func look(_ name: String) {
            headers.insert(app.lines[0].trimmed)
            if case let words = englishOn(app, language: language), !words.isEmpty { seen[name] = words }
        }
        look("welcome")
        app.press(.enter)
        look("privacy")
        app.press(.enter)
        look("create page 1")
        app.press(.enter)
        look("create page 1, defaults dialog")
        app.press(.escape)
        app.type("2027")
        app.press(.tab)
        app.type("500")
        app.press(.enter)
        look("create page 2")
        app.press(.right, .enter)
        app.type("20")
        app.press(.enter)
        look("ready to create")
        app.press(.enter)
        look("home")
        for key: Character in ["d", "w"] {
            app.press(.character(key))
            app.type("9999")
            look("prompt \(key)")
            app.press(.escape)
        }
        app.press(.character("?"))
        look("all keys")
        app.press(.escape)
        for (key, screen) in [
            ("r", "records"), ("m", "manage"), ("e", "edit"), ("i", "details"), ("s", "statistics"), ("p", "plans"), (",", "settings"),
        ] {
            app.press(.character(Character(key)))
            look(screen)
            if key == "r" {
                app.press(.character("x"))
                look("delete record")
                app.press(.escape, .character("f"))
                look("bank filter")
                app.press(.escape, .enter)
                look("records, a day folded")
                app.press(.character("/"))
                app.type("zz")
                look("records, a search finding nothing")
                app.press(.escape)
            }
            if key == "m" {
                app.press(.character("x"))
                look("delete bank")
                app.press(.escape)
            }
            if key == "i" {
                app.press(.character("a"))
                look("adjust balance")
                app.press(.escape)
            }
            if key == "," {
                app.press(.enter)
                look("language menu")
                app.press(.escape, .tab, .enter)
                look("currency menu")
                app.press(.escape, .tab, .tab, .tab, .tab, .tab, .character(" "), .tab)
                app.type("7")
                look("reminder time, not a time yet")
                app.press(.backspace)
                app.type("07:30")
                look("reminder time and its crontab line")
                #expect(app.screen.contains("30 7 * * * piggybank remind"), "\(language.rawValue): the walk set the reminder")
            }
            app.press(.escape)
        }
        if let bank = app.store.primaryBank {
            try app.store.setSchedule(DepositSchedule(amount: 5, frequency: .day, start: CalendarDate(Date())), for: bank.id)
        }
        app.press(.resize)
        look("home, due today")
        #expect(app.lines.contains { $0.contains(strings("home.due", "")) }, "\(language.rawValue): Home says what is due")
        app.press(.character("d"))
        app.type("480")
        app.press(.enter)
        look("goal reached")
        app.press(.enter)
        app.driver.resize(width: 30, height: 8)
        look("too small")
        #expect(seen.isEmpty, "English words on \(language.rawValue) screens: \(seen)")
        let titles = [
            "home.title", "records.title", "manage.title", "edit.title", "details.title", "stats.title", "plans.title", "settings.title",
        ]
        for title in titles.map({ "\(strings["app.title"]) · \(strings[$0])" }) {
            #expect(headers.contains { $0.hasPrefix(title) }, "the \(language.rawValue) walk reached \(title)")
        }
    }

    @Test func theWalkKnowsTheEnglishWordsItLooksFor() {
        #expect(Self.englishWords.isSuperset(of: ["Deposit", "Statistics", "Settings", "records", "left"]))
    }
}
