import Foundation
import Testing

/// The screens of 0.2 in the real binary in tmux: banks made on the command line, then the
/// screens driven by keys, every change checked in the store through `list --json`.
@Suite(.serialized)
struct NewScreensInRealTerminalTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-screens-\(UUID().uuidString)").path

    func piggybank(_ arguments: String...) throws -> String {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", folder] + arguments).output
    }

    func banks() throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(piggybank("list", "--json").utf8)) as? [[String: Any]] ?? []
    }

    /// Opens the app on Home (banks exist, so no onboarding).
    func openHome(width: Int = 80, height: Int = 24) async throws -> AppRun {
        let run = try AppRun(arguments: "--data-dir '\(folder)'", width: width, height: height)
        try await run.session.waitFor(allOf: ["Piggy Bank · Home", "Saved"])
        return run
    }

    @Test func aMistakenRecordIsDeletedAndTheBalanceMovesBack() async throws {
        _ = try piggybank("add", "--name", "Bike", "--target", "500")
        _ = try piggybank("deposit", "Bike", "40", "--note", "right")
        _ = try piggybank("deposit", "Bike", "400", "--note", "typo")
        let run = try await openHome()
        try run.session.send("r")
        try await run.session.waitFor(allOf: ["All piggy banks · 2 records", "typo", "right"])
        try run.session.send("x")
        try await run.session.waitFor(allOf: ["Delete record", "+$400.00"])
        try run.session.send("Enter")
        try await run.session.waitFor(allOf: ["1 record", "right"])
        try run.session.send("Escape")
        let home = try await run.session.waitFor(allOf: ["Saved $40.00 of $500.00", "Recent records · 1 record"])
        #expect(!home.joined().contains("typo"))
        #expect(try banks().first?["amount"] as? String == "40.00")
        try run.session.send("q")
    }

    @Test func settingsChangedOnTheCommandLineReachTheOpenAppOnTheNextKey() async throws {
        _ = try piggybank("add", "--name", "Bike", "--target", "500", "--initial", "20")
        let run = try await openHome()
        try await run.session.waitFor("Saved $20.00 of $500.00")
        _ = try piggybank("settings", "currency", "EUR")
        try run.session.send("Left")
        try await run.session.waitFor("Saved €20.00 of €500.00")
        _ = try piggybank("settings", "language", "zh-Hans")
        _ = try piggybank("deposit", "Bike", "5")
        try run.session.send("Left")
        try await run.session.waitFor(allOf: ["存钱罐 · 首页", "已存 €25.00 / €500.00"])
        try run.session.send("q")
    }

    @Test func editingARenamesTheBankForTheCommandLineToo() async throws {
        _ = try piggybank("add", "--name", "Bike", "--target", "500")
        let run = try await openHome()
        try run.session.send("e")
        try await run.session.waitFor(allOf: ["Piggy Bank · Edit piggy bank", "Saved so far: $0.00"])
        try run.session.send("End")
        try run.session.send(" trip", literal: true)
        try run.session.send("Enter")
        try await run.session.waitFor(allOf: ["Piggy Bank · Home", "Bike trip"])
        #expect(try banks().first?["name"] as? String == "Bike trip")
        try run.session.send("q")
    }

    @Test func statisticsShowTheTotalsAndTheChart() async throws {
        _ = try piggybank("add", "--name", "Bike", "--target", "500", "--initial", "100")
        _ = try piggybank("add", "--name", "Car", "--target", "50", "--initial", "50")
        _ = try piggybank("withdraw", "Bike", "30")
        let run = try await openHome()
        try run.session.send("s")
        let screen = try await run.session.waitFor(allOf: [
            "Piggy Bank · Statistics", "Saved in total: $120.00", "1 in progress · 1 completed · 3 records",
            "This month: $150.00 deposited · $30.00 withdrawn", "Net savings per month", "Latest records",
        ])
        #expect(screen.contains { $0.contains("█") }, "this month's bar is drawn")
        try run.session.send("q")
    }

    @Test func languageAndCurrencySwitchLiveAndAreKept() async throws {
        _ = try piggybank("add", "--name", "Bike", "--target", "1500")
        let run = try await openHome()
        try run.session.send(",")
        try await run.session.waitFor(allOf: ["Piggy Bank · Settings", "  Language   ", "   ‹From the environment› ▾"])
        try run.session.send("Enter")  // opens the language menu
        try run.session.send("Down")
        try run.session.send("Down")
        try run.session.send("Enter")  // 简体中文
        try await run.session.waitFor(allOf: ["存钱罐 · 设置", "  语言   ", "   ‹简体中文› ▾", "  货币   ", "   ‹¥  CNY  人民币› ▾"])
        try run.session.send("Tab")
        try run.session.send("Enter")  // opens the currency menu
        for _ in 0..<2 { try run.session.send("Down") }
        try run.session.send("Enter")  // EUR
        try await run.session.waitFor("   ‹€  EUR  欧元› ▾")
        try run.session.send("Escape")
        try await run.session.waitFor(allOf: ["存钱罐 · 首页", "已存 €0.00 / €1,500.00"])
        try run.session.send("q")
        _ = try await run.ending()
        #expect(try piggybank("list").contains("€0.00/€1,500.00"), "the command line shows the chosen currency")
        let again = try AppRun(arguments: "--data-dir '\(folder)'")
        try await again.session.waitFor("已存 €0.00 / €1,500.00")
        try again.session.send("q")
    }

    @Test func aDumbTerminalGetsOneLineAndStatus2() async throws {
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": "C.UTF-8", "TERM": "dumb"])
        let ending = try await run.ending()
        #expect(ending.status == 2)
        let screen = try run.session.screen().filter { !$0.isEmpty }
        #expect(screen == ["piggybank: this terminal cannot run the full-screen app; try `piggybank list`"])
    }
}
