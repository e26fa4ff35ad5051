import PiggyBankResources
import Testing

@testable import PiggyBank

/// Every language's string table has every text the English one has, in every plural form the
/// language uses, with the same placeholders; a missing one would show English at run time.
struct StringTablesTests {
    /// A table as written: key to text, in file order.
    static func table(_ language: Language) -> [String: String] {
        let text = PiggyBankResources.text("Localization/\(language.rawValue).strings") ?? ""
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let separator = line.firstIndex(of: "=") else { continue }
            table[String(line[..<separator]).trimmed] = String(line[line.index(after: separator)...]).trimmed
        }
        return table
    }

    /// "date.daysLeft" for "date.daysLeft[one]", nil for an uncounted key.
    static func countedBase(_ key: String) -> String? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return nil }
        return String(key[..<open])
    }

    static func placeholders(_ text: String) -> Set<String> { Set(text.matches(of: /\{\d\}/).map { String($0.output) }) }

    static let english = table(.english)

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyEnglishKeyIsTranslated(_ language: Language) {
        let table = Self.table(language)
        let plain = Self.english.keys.filter { Self.countedBase($0) == nil }
        let counted = Set(Self.english.keys.compactMap(Self.countedBase))
        let missing = plain.filter { table[$0] == nil }.sorted()
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing)")
        for base in counted.sorted() {
            for category in PluralCategory.used(by: language) {
                #expect(table["\(base)[\(category.rawValue)]"] != nil, "\(language.rawValue) lacks \(base)[\(category.rawValue)]")
            }
        }
        let unknown = table.keys.filter { key in
            if let base = Self.countedBase(key) {
                return !counted.contains(base) || !PluralCategory.used(by: language).map(\.rawValue).contains { key == "\(base)[\($0)]" }
            }
            return Self.english[key] == nil
        }
        #expect(unknown.isEmpty, "\(language.rawValue) has keys English lacks: \(unknown.sorted())")
    }

    @Test(arguments: Language.allCases)
    func everyTextKeepsTheEnglishPlaceholders(_ language: Language) {
        for (key, text) in Self.table(language) {
            let englishKey = Self.countedBase(key).map { "\($0)[other]" } ?? key
            guard let english = Self.english[englishKey] else { continue }
            #expect(Self.placeholders(text) == Self.placeholders(english), "\(language.rawValue) \(key): \(text)")
        }
    }

    @Test func aMissingKeyFallsBackToEnglish() {
        let strings = Strings(.german, table: ["home.deposit": "Einzahlen"])
        #expect(strings["home.deposit"] == "Einzahlen")
        #expect(strings["home.withdraw"] == "Withdraw")
        #expect(strings.count("date.daysLeft", 1) == "1 day left")
        #expect(strings["no.such.key"] == "no.such.key")
    }

    @Test(arguments: Language.allCases)
    func everyLanguageHasAPrivacyTextAndNamesEveryIconAndCurrency(_ language: Language) {
        #expect(PrivacyView.policy(language).count > 300)
        for icon in IconCatalog.all { #expect(icon.names[language.rawValue] != nil, "\(language.rawValue) icon \(icon.id)") }
        for currency in CurrencyCatalog.all {
            #expect(currency.names[language.rawValue] != nil, "\(language.rawValue) currency \(currency.code)")
        }
    }
}
