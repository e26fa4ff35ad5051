import Foundation
import Testing

@testable import PiggyBank

/// `settings debtMode`, `withdraw` past zero, `adjust`, and what `list`, `stats`, `records`,
/// `export` and `undo-record` print about debts and adjustments.
@MainActor
struct DebtCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-debt-cli-\(UUID().uuidString)").path

    /// What a subcommand prints, run as the binary runs it (`usesColor` as on a colour terminal).
    @discardableResult
    func run(_ words: String..., language: Language = .english, usesColor: Bool = false) throws -> String {
        var lines: [String] = []
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: language,
            usesColor: usesColor
        ) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    /// The message of a refused command.
    func refusal(_ words: String..., language: Language = .english) -> String {
        var lines: [String] = []
        do {
            try PiggyBankCommand.runCommand(
                words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: language
            ) { lines.append($0) }
        } catch let error as UsageError {
            return error.description
        } catch {
            return "not a usage error: \(error)"
        }
        return "not refused: \(lines)"
    }

    func bikeInDebt() throws {
        try run("add", "--name", "Bike", "--target", "500", "--initial", "80")
        #expect(try run("settings", "debtMode") == "false", "off by default")
        #expect(try run("settings", "debtMode", "true") == "debtMode\ttrue")
        #expect(try run("withdraw", "Bike", "130", "--note", "repair") == "withdrew $130.00; Bike now holds -$50.00/$500.00")
    }

    @Test func withoutDebtModeAWithdrawalPastTheBalanceIsRefused() throws {
        try run("add", "--name", "Bike", "--target", "500", "--initial", "80")
        #expect(refusal("withdraw", "Bike", "81") == "only 80.00 is saved; nothing was withdrawn")
    }

    @Test func turningDebtModeOffKeepsTheDebtAndRefusesWithdrawalsWithTheWayOut() throws {
        try bikeInDebt()
        try run("settings", "debtMode", "false")
        #expect(
            refusal("withdraw", "Bike", "1")
                == "Bike owes $50.00 and debt mode is off; nothing was withdrawn (turn it on: piggybank settings debtMode true)")
        #expect(refusal("withdraw", "Bike", "1", language: .german).hasPrefix("Bike schuldet 50,00\u{A0}€ und der Schuldenmodus ist aus"))
        #expect(try run("list") == "1\tBike\t-$50.00/$500.00\tprimary")
    }

    @Test func listAndStatsShowTheDebtInRedOnAColourTerminalAndStayPlainOtherwise() throws {
        try bikeInDebt()
        try run("add", "--name", "Trip", "--target", "100", "--initial", "20")
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(try run("list", usesColor: true).components(separatedBy: "\n")[0] == "1\tBike\t\(red)-$50.00\(reset)/$500.00")
        #expect(try run("list", usesColor: true).components(separatedBy: "\n")[1] == "2\tTrip\t$20.00/$100.00\tprimary")
        #expect(!(try run("list")).contains("\u{1B}"))
        let stats = try run("stats", usesColor: true).components(separatedBy: "\n")
        #expect(stats[0] == "saved in total\t\(red)-$30.00\(reset)")
        #expect(stats[1] == "owed\t\(red)$50.00\(reset) by 1 piggy bank")
        #expect(try run("stats").components(separatedBy: "\n")[1] == "owed\t$50.00 by 1 piggy bank")

        let banks = try JSONSerialization.jsonObject(with: Data(try run("list", "--json", usesColor: true).utf8)) as? [[String: Any]]
        #expect(banks?.first?["amount"] as? String == "-50.00")
        let figures = try JSONSerialization.jsonObject(with: Data(try run("stats", "--json", usesColor: true).utf8)) as? [String: Any]
        #expect(figures?["totalSaved"] as? String == "-30.00")
        #expect(figures?["owed"] as? String == "50.00")
        #expect(figures?["banksInDebt"] as? Int == 1)
    }

    @Test func adjustSetsTheBalanceWithAnAdjustmentRecordThatRecordsExportAndUndoKnow() throws {
        try run("add", "--name", "Trip", "--target", "1200", "--initial", "300")
        #expect(try run("adjust", "Trip", "310.40", "--note", "recount") == "adjusted Trip by +$10.40; it now holds $310.40/$1,200.00")
        #expect(try run("adjust", "Trip", "300") == "adjusted Trip by -$10.40; it now holds $300.00/$1,200.00")
        let lines = try run("records", "Trip").components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("-       $10.40") && lines[0].hasSuffix("adjustment"))
        #expect(lines[1].hasPrefix("+       $10.40") && lines[1].hasSuffix("adjustment · recount"))
        let json = try run("records", "Trip", "--json")
        #expect(json.contains(#""amount":"-10.40""#) && json.contains(#""type":"adjustment""#))
        let csv = try run("export", "--csv").components(separatedBy: "\n")
        #expect(csv.contains { $0.hasSuffix(",adjustment,-10.40,") })
        #expect(try run("undo-record", "3") == "deleted record 3 (-$10.40); Trip now holds $310.40")
        #expect(try run("stats", "--json").contains(#""depositedThisMonth" : "300.00""#), "adjustments are not deposits")
    }

    @Test func adjustRefusesWhatDebtModeAndTheBalanceDoNotAllow() throws {
        try run("add", "--name", "Trip", "--target", "1200", "--initial", "300")
        #expect(refusal("adjust", "Trip", "300") == "Trip already holds $300.00; nothing was changed")
        #expect(
            refusal("adjust", "Trip", "-20")
                == "debt mode is off, so a balance cannot be set below zero; nothing was changed (turn it on: piggybank settings debtMode true)"
        )
        #expect(refusal("adjust", "Trip", "ten").hasPrefix("'ten' is not an amount"))
        #expect(refusal("adjust", "Trip") == "usage: piggybank adjust NAME|ID AMOUNT [--note TEXT]")
        try run("settings", "debtMode", "true")
        #expect(try run("adjust", "Trip", "-20") == "adjusted Trip by -$320.00; it now holds -$20.00/$1,200.00")
        #expect(
            try run("adjust", "Trip", "-20,5", language: .german)
                == "Trip um -0,50\u{A0}€ korrigiert; es enthält jetzt -20,50\u{A0}€/1.200,00\u{A0}€")
    }

    @Test func adjustIsInTheHelpOfEveryLanguage() throws {
        #expect(try CommandTable.help(for: "adjust", Strings(.english)).contains("piggybank adjust Trip 310.40 --note recount"))
        #expect(CommandTable.usage(Strings(.japanese)).contains("adjust NAME|ID AMOUNT"))
    }
}
