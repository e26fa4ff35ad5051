import Foundation
import Testing

/// The real binary picks its language from the locale and shows Home in it at 80×24: the
/// language's words, amounts, dates and plural forms, in an 80-column terminal.
@Suite(.serialized)
struct LanguagesInRealTerminalTests {
    @Test(arguments: [
        ("LANG", "ja_JP.UTF-8", ["貯金箱 · ホーム", "JP¥2,500.00 のうち JP¥1,513.50 を貯金", "期限 2027/06/30 (残り", "最近の記録 · 3 件"]),
        (
            "LANG", "de_DE.UTF-8",
            ["Sparschwein · Start", "1.513,50\u{A0}€ von 2.500,00\u{A0}€ gespart", "läuft ab am 30.06.2027", "3 Buchungen"]
        ),
        (
            "LC_ALL", "ru_RU.UTF-8",
            ["Копилка · Главная", "Накоплено 1\u{A0}513,50\u{A0}₽ из 2\u{A0}500,00\u{A0}₽", "срок 30.06.2027", "3 операции"]
        ),
    ])
    func homeShowsTheLocalesLanguage(variable: String, locale: String, texts: [String]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-lang-\(UUID().uuidString)").path
        let language = String(locale.prefix(2))
        for words in [
            ["add", "--name", "Kyoto", "--target", "2500", "--initial", "300", "--expires", "2027-06-30"], ["deposit", "1", "1234.50"],
            ["withdraw", "1", "21"],
        ] {
            let result = try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "--lang", language] + words)
            try #require(result.status == 0, "\(words): \(result.output)")
        }
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: [variable: locale])
        let screen = try await run.session.waitFor(allOf: texts)
        #expect(screen.contains { $0.hasPrefix("? ") }, "the help bar is on screen")
        try run.session.send("q")
        await #expect(try run.ending().status == 0)
    }
}
