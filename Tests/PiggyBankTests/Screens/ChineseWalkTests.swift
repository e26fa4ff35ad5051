import CursesUICore
import CursesUITestSupport
import Foundation
import PiggyBankResources
import Testing

@testable import PiggyBank

/// Every screen and dialog in Chinese shows no English word: all text comes from the string
/// tables. Only numbers, key names, units, currency codes and the date pattern may be Latin.
@MainActor
struct ChineseWalkTests {
    /// Latin words that belong on a Chinese screen.
    static let allowed: Set<String> = [
        "Tab", "Shift", "Esc", "Enter", "Ctrl", "Alt", "PgUp", "PgDn", "Home", "End", "Space", "Backspace", "Delete",
        "YYYY", "MM", "DD", "KB", "MB", "B",
    ]

    /// Every word of two or more Latin letters in the English table.
    static let englishWords: Set<String> = {
        let english = Strings(.english)
        var words = Set<String>()
        for key in Self.keys {
            for match in english[key].matches(of: /[A-Za-z]{2,}/) { words.insert(String(match.output)) }
        }
        return words.subtracting(allowed)
    }()

    static var keys: [String] {
        let text = PiggyBankResources.text("Localization/en.strings") ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: "=").first.map { String($0).trimmed }
        }
    }

    func englishOn(_ app: AppHarness) -> [String] {
        let codes = Set(CurrencyCatalog.all.map(\.code))
        return app.lines.flatMap { line in line.matches(of: /[A-Za-z]{2,}/).map { String($0.output) } }
            .filter { Self.englishWords.contains($0) && !codes.contains($0) }
    }

    @Test func noScreenOrDialogShowsAnEnglishWord() throws {
        let app = try AppHarness(language: .simplifiedChinese)
        var seen: [String: [String]] = [:]
        var headers: Set<String> = []
        func look(_ name: String) {
            headers.insert(app.lines[0].trimmed)
            if case let words = englishOn(app), !words.isEmpty { seen[name] = words }
        }
        look("welcome")
        app.press(.enter)
        look("privacy")
        app.press(.enter)
        look("create page 1")
        app.press(.enter)
        look("create page 1, defaults dialog")
        app.press(.escape)
        app.createBank(name: "旅行", target: "500", iconMoves: [.right], initial: "20")
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
                app.press(.escape)
            }
            if key == "m" {
                app.press(.character("x"))
                look("delete bank")
                app.press(.escape)
            }
            if key == "," {
                app.press(.enter)
                look("language menu")
                app.press(.escape, .tab, .enter)
                look("currency menu")
                app.press(.escape)
            }
            app.press(.escape)
        }
        app.driver.resize(width: 30, height: 8)
        look("too small")
        #expect(seen.isEmpty, "English words on Chinese screens: \(seen)")
        #expect(Self.englishWords.isSuperset(of: ["Deposit", "Statistics", "Settings"]))
        let titles = ["首页", "记录", "全部存钱罐", "编辑存钱罐", "详情", "统计", "计划", "设置"].map { "存钱罐 · \($0)" }
        for title in titles { #expect(headers.contains { $0.hasPrefix(title) }, "the walk reached \(title)") }
    }
}
