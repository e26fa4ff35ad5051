import Foundation
import Testing

@testable import PiggyBank

/// The command line speaks the user's language: counts in their plural forms, amounts in the
/// language's separators (typed and printed), and the help and the man page translated.
@MainActor
struct LocalizedCommandLineTests {
    func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-cli-\(UUID().uuidString)").path
    }

    /// What a subcommand prints in `language`, run as the binary runs it.
    func run(_ words: String..., folder: String, in language: Language = .english) throws -> String {
        var lines: [String] = []
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: language
        ) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    /// An export of `banks` banks, each with one deposit.
    func export(banks: Int) throws -> String {
        let source = folder()
        for index in 1...banks {
            _ = try run("add", "--name", "Bank \(index)", "--target", "100", folder: source)
            _ = try run("deposit", "\(index)", "5", folder: source)
        }
        let file = source + "/export.json"
        _ = try run("export", "--json", file, folder: source)
        return file
    }

    @Test func importCountsTakeTheirPluralForms() throws {
        let one = try export(banks: 1), three = try export(banks: 3)
        #expect(
            try run("import", one, "--merge", "--dry-run", folder: folder()).hasPrefix("would import 1 piggy bank, 1 record, 0 recurring"))
        #expect(try run("import", three, "--merge", "--dry-run", folder: folder()).hasPrefix("would import 3 piggy banks, 3 records"))
        #expect(
            try run("import", one, "--merge", folder: folder(), in: .russian)
                == "импортировано: 1 копилка, 1 операция, 0 регулярных пополнений")
        #expect(try run("import", three, "--merge", folder: folder(), in: .russian).hasPrefix("импортировано: 3 копилки, 3 операции"))
        #expect(
            try run("import", one, "--merge", folder: folder(), in: .french).hasPrefix("importé\u{A0}: 1 tirelire, 1 opération, 0 dépôt"))
        #expect(try run("import", three, "--merge", folder: folder(), in: .japanese).hasPrefix("貯金箱 3 個、記録 3 件"))
    }

    @Test func amountsAreTypedAndPrintedInTheLanguagesSeparators() throws {
        let data = folder()
        _ = try run("settings", "currency", "EUR", folder: data)
        #expect(try run("add", "--name", "Rad", "--target", "1.234,56", folder: data, in: .german).contains("0,00\u{A0}€/1.234,56\u{A0}€"))
        #expect(try run("deposit", "Rad", "12,5", folder: data, in: .german).hasPrefix("12,50\u{A0}€ eingezahlt"))
        #expect(try run("deposit", "Rad", "0.50", folder: data, in: .german).contains("13,00\u{A0}€/1.234,56\u{A0}€"))
        #expect(throws: UsageError.self) { try run("deposit", "Rad", "1,234", folder: data, in: .german) }
        #expect(try run("list", folder: data, in: .french).contains("13,00\u{A0}€/1\u{202F}234,56\u{A0}€"))
        #expect(try run("list", folder: data).contains("€13.00/€1,234.56"))
    }

    @Test(arguments: Language.allCases)
    func helpAndTheManPageHaveNoUntranslatedKey(_ language: Language) throws {
        let strings = Strings(language)
        var texts = [CommandTable.usage(strings), ManPage.text(strings), try Completions.script(for: "fish", strings)]
        texts += CommandTable.specs.map { $0.help(strings) }
        for text in texts { #expect(!text.contains("cli."), "\(language.rawValue): \(text.prefix(80))") }
        if language != .english {
            #expect(CommandTable.usage(strings) != CommandTable.usage(Strings(.english)))
        }
    }

    @Test func theManPageHeadsItsSectionsInTheLanguage() {
        #expect(ManPage.text(Strings(.german)).contains(".SH BESCHREIBUNG"))
        #expect(ManPage.text(Strings(.japanese)).contains(".SH 説明"))
        #expect(CommandTable.usage(Strings(.russian)).hasPrefix("вызов: piggybank [параметры] [команда]"))
    }
}
