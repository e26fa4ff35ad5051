import Foundation
import Testing

/// Debt mode and adjustments in the real binary: set on the command line, seen in tmux at
/// 80×24 with the colours the terminal got (`capture-pane -e`).
@Suite(.serialized)
struct DebtInRealTerminalTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-debt-\(UUID().uuidString)").path
    static let red = "\u{1B}[31m"
    /// The test runner exports NO_COLOR=1; the colour checks need the app's colours, so an empty
    /// NO_COLOR (which means "not set") is exported in the session.
    static let colored = ["LANG": "C.UTF-8", "NO_COLOR": ""]

    /// Runs a command; its status and standard output.
    @discardableResult
    func piggybank(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.run(TmuxSession.binary, ["--data-dir", folder] + arguments)
    }

    /// True when the terminal shows `text` in red (on the first row that shows `row`, by default
    /// the text): the last colour set before it on its row is red, and nothing resets it.
    func isRed(_ text: String, onRow row: String? = nil, _ session: TmuxSession) throws -> Bool {
        guard let row = try session.coloredScreen().first(where: { $0.contains(row ?? text) }), let range = row.range(of: text),
            let red = row[..<range.lowerBound].range(of: Self.red, options: .backwards)
        else { return false }
        let between = row[red.upperBound..<range.lowerBound]
        return !between.contains("\u{1B}[0m") && !between.contains("\u{1B}[3")
    }

    @Test func aBankInDebtIsRedOnHomeDetailsManageAndStatistics() async throws {
        try piggybank("add", "--name", "Bike", "--target", "500", "--initial", "80")
        try piggybank("settings", "debtMode", "true")
        #expect(try piggybank("withdraw", "Bike", "130").output.contains("Bike now holds -$50.00/$500.00"))
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: Self.colored)
        try await run.session.waitFor(allOf: ["Saved -$50.00 of $500.00", "Owes $50.00 · $550.00 to go"])
        #expect(try isRed("Saved -$50.00 of $500.00", run.session))
        #expect(try isRed("Owes $50.00", run.session))
        try run.session.send("i")
        try await run.session.waitFor(allOf: ["Piggy Bank · Details", "Owed"])
        #expect(try isRed("-$50.00", onRow: "Saved", run.session))
        #expect(try isRed("$50.00", onRow: "Owed", run.session))
        try run.session.send("Escape")
        try await run.session.waitFor("Piggy Bank · Home")
        try run.session.send("m")
        try await run.session.waitFor("-$50.00/$500.00")
        #expect(try isRed("-$50.00/$500.00", run.session))
        try run.session.send("Escape")
        try await run.session.waitFor("Piggy Bank · Home")
        try run.session.send("s")
        try await run.session.waitFor("$50.00 owed by 1 bank")
        #expect(try isRed(" · $50.00 owed by 1 bank", run.session))
        try run.session.send("q")
    }

    @Test func turningDebtModeOffKeepsTheDebtAndRefusesWithdrawalsOnScreenAndOnTheCommandLine() async throws {
        try piggybank("add", "--name", "Bike", "--target", "500", "--initial", "80")
        try piggybank("settings", "debtMode", "true")
        try piggybank("withdraw", "Bike", "100")
        try piggybank("settings", "debtMode", "false")
        let refused = try Subprocess.runCapturingErrors(TmuxSession.binary, ["--data-dir", folder, "withdraw", "Bike", "5"])
        #expect(refused.status == 2)
        #expect(refused.output.contains("Bike owes $20.00 and debt mode is off; nothing was withdrawn"))
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Saved -$20.00 of $500.00")
        try run.session.send("w")
        try await run.session.waitFor("This piggy bank owes $20.00. Turn on debt mode in Settings to")
        try run.session.send("Enter")
        try await run.session.waitFor(allOf: ["Saved -$20.00 of $500.00", "Recent records · 2 records"])
        try run.session.send("q")
    }

    @Test func anAdjustmentMadeInDetailsIsARecordOfItsOwnKindForTheCommandLine() async throws {
        try piggybank("add", "--name", "Trip", "--target", "1200", "--initial", "300")
        let run = try AppRun(arguments: "--data-dir '\(folder)'")
        try await run.session.waitFor("Saved $300.00 of $1,200.00")
        try run.session.send("i")
        try await run.session.waitFor("Piggy Bank · Details")
        try run.session.send("a")
        try await run.session.waitFor(allOf: ["Adjust balance", "That is the balance already."])
        try run.session.send("C-u")
        try run.session.send("250.5", literal: true)
        try await run.session.waitFor("The difference is kept in an adjustment record.")
        try run.session.send("Tab")
        try run.session.send("recount", literal: true)
        try run.session.send("Enter")
        try await run.session.waitFor(allOf: ["Adjusted in total", "-$49.50", "$250.50"])
        let records = try piggybank("records", "Trip", "--json").output
        #expect(records.contains(#""amount":"-49.50""#) && records.contains(#""type":"adjustment""#))
        try run.session.send("Escape")
        try await run.session.waitFor(allOf: ["Saved $250.50 of $1,200.00", "adjustment · recount"])
        try run.session.send("q")
    }

    @Test func inGermanTheDebtIsRedAndReadsAsGermanWritesIt() async throws {
        try piggybank("add", "--name", "Rad", "--target", "500", "--initial", "80")
        try piggybank("settings", "debtMode", "true")
        try piggybank("withdraw", "Rad", "100.25")
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": "de_DE.UTF-8", "NO_COLOR": ""])
        try await run.session.waitFor(allOf: ["Sparschwein · Start", "-20,25\u{A0}€ von 500,00\u{A0}€ gespart", "Schuldet 20,25\u{A0}€"])
        #expect(try isRed("Schuldet 20,25", run.session))
        try run.session.send("q")
    }
}
