import CursesUI
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
    }

    /// Replaces today's date and time so the pictures do not change from day to day.
    static func maskDates(_ line: String) -> String {
        line.replacing(/\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?/) { match in
            match.output.0.count > 10 ? "YYYY-MM-DD hh:mm" : "YYYY-MM-DD"
        }
    }
}

extension Language: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
