import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// Every screen at 80×24, in English and in Chinese, as text pictures.
@MainActor
struct ScreenSnapshotTests {
    nonisolated static let languages: [Language] = [.english, .simplifiedChinese]

    /// Walks the flow to each screen and snapshots it; the same walk in both languages.
    @Test(arguments: languages)
    func everyScreenMatchesItsSnapshot(language: Language) throws {
        let app = try AppHarness(language: language)
        let suffix = language.rawValue
        assertSnapshot(app.lines, named: "1-welcome-\(suffix)")
        app.press(.enter)
        assertSnapshot(app.lines, named: "2-privacy-\(suffix)")
        app.press(.tab, .enter)
        app.type(language == .english ? "Trip to Japan" : "去日本旅行")
        app.press(.tab)
        app.type("1200.50")
        assertSnapshot(app.lines, named: "3-create-page1-\(suffix)")
        app.press(.enter)
        app.press(.right, .enter)  // Enter picks and goes on to the initial amount
        app.type("100")
        assertSnapshot(app.lines, named: "4-create-page2-\(suffix)")
        app.press(.enter)
        assertSnapshot(app.lines.map(Self.maskDates), named: "5-completed-\(suffix)")
        app.press(.enter)
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-\(suffix)")
        app.press(.character("d"))
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-deposit-\(suffix)")
        app.press(.escape, .character("m"))
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-manage-\(suffix)")
        app.press(.escape, .character("r"))
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-records-\(suffix)")
        app.press(.escape, .character("e"))
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-edit-\(suffix)")
        app.press(.escape, .character("i"))
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-details-\(suffix)")
        app.press(.escape, .character("s"))
        assertSnapshot(app.lines.map(Self.maskDates).map(Self.maskMonths), named: "0-home-statistics-\(suffix)")
        app.press(.escape, .character("p"))
        assertSnapshot(app.lines, named: "0-home-plans-\(suffix)")
        app.press(.escape, .character(","))
        assertSnapshot(app.lines.map(Self.maskSize), named: "0-home-settings-\(suffix)")
        app.press(.escape)
        app.driver.resize(width: 120, height: 40)
        assertSnapshot(app.lines.map(Self.maskDates), named: "0-home-wide-\(suffix)")
    }

    /// The chart's month labels depend on today's month.
    static func maskMonths(_ line: String) -> String {
        guard line.matches(of: /\b(0[1-9]|1[0-2])\b/).count >= 6 else { return line }
        return line.replacing(/\b(0[1-9]|1[0-2])\b/) { _ in "MM" }
    }

    /// The database size and folder depend on the machine.
    static func maskSize(_ line: String) -> String {
        line.replacing(/\d+(\.\d)? (KB|MB|B)\b/) { _ in "N KB" }.replacing(/\/\S+/) { _ in "/…" }
    }

    /// Replaces today's date and time so the pictures do not change from day to day.
    static func maskDates(_ line: String) -> String {
        line.replacing(/\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?/) { match in
            match.output.0.count > 10 ? "YYYY-MM-DD hh:mm" : "YYYY-MM-DD"
        }
        .replacing(/\b\d{2}:\d{2}\b/) { _ in "hh:mm" }
    }
}

extension Language: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
