import FoundationEssentials
import PiggyBankResources

/// The app's text in one language, from the string tables in `Resources/Localization`.
///
/// ```swift
/// strings["create.name"]                       // "Name"
/// strings("home.saved", "$20.00", "$500.00")   // "Saved $20.00 of $500.00"
/// strings.count("date.daysLeft", 1)            // "1 day left"
/// ```
public struct Strings: Sendable {
    public let language: Language
    private let table: [String: String]
    private let fallback: [String: String]

    public init(_ language: Language) {
        self.language = language
        table = language == .english ? Self.englishTable : Self.load(language)
        fallback = language == .english ? [:] : Self.englishTable
    }

    /// Strings over a given table, English behind it (for tests of the fallback).
    init(_ language: Language, table: [String: String]) {
        self.language = language
        self.table = table
        fallback = Self.englishTable
    }

    /// The English table, read once and shared: every other table falls back to it, and the
    /// environment's default holds it (each copy read anew took 66 KB of heap at start).
    private static let englishTable = load(.english)

    /// The tables of a language, read once per process.
    @MainActor public static func cached(_ language: Language) -> Strings {
        if let strings = loaded[language] { return strings }
        let strings = Strings(language)
        loaded[language] = strings
        return strings
    }

    @MainActor private static var loaded: [Language: Strings] = [:]

    /// The text for a key; the English text when the table lacks it, the key itself last.
    public subscript(key: String) -> String { table[key] ?? fallback[key] ?? key }

    /// The text for a key with `{0}`, `{1}`… replaced by the arguments.
    public func callAsFunction(_ key: String, _ arguments: CustomStringConvertible...) -> String {
        Self.filling(self[key], with: arguments.map(\.description))
    }

    /// The text of a counted key in the form its count takes (`key[one]`, `key[few]`…, see
    /// ``PluralCategory``), with `{0}` the count written in the language's digits and `{1}`…
    /// the further arguments. A missing form falls back to `key[other]`, then to English.
    public func count(_ key: String, _ count: Int, _ arguments: CustomStringConvertible...) -> String {
        let category = PluralCategory(count, in: language)
        let englishCategory = PluralCategory(count, in: .english)
        let text =
            table["\(key)[\(category.rawValue)]"] ?? table["\(key)[other]"] ?? fallback["\(key)[\(englishCategory.rawValue)]"]
            ?? self["\(key)[other]"]
        return Self.filling(text, with: [numbers.integer(count)] + arguments.map(\.description))
    }

    /// `template` with each `{n}` replaced by `values[n]`, in one pass over its bytes; a brace
    /// that starts no placeholder of a value stays as written. A generic `replacing` per
    /// argument cost 15–30 k instructions a call, several a frame.
    static func filling(_ template: String, with values: [String]) -> String {
        let bytes = template.utf8
        guard bytes.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        var copiedUpTo = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "{") else {
                index = bytes.index(after: index)
                continue
            }
            var end = bytes.index(after: index)
            var number = 0
            while end < bytes.endIndex, let digit = Self.digit(bytes[end]), number < values.count {
                number = number * 10 + digit
                end = bytes.index(after: end)
            }
            guard end > bytes.index(after: index), end < bytes.endIndex, bytes[end] == UInt8(ascii: "}"), number < values.count
            else {
                index = bytes.index(after: index)
                continue
            }
            result += template[copiedUpTo..<index]
            result += values[number]
            index = bytes.index(after: end)
            copiedUpTo = index
        }
        result += template[copiedUpTo...]
        return result
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// How this language writes numbers and amounts.
    public var numbers: NumberConventions { NumberConventions.of(language) }

    /// Translations of CursesUI's own help words (`help.<English word>` entries), for
    /// ``KeyHelpContext/translations``; the words themselves in English.
    public var frameworkHelpTranslations: [String: String] {
        var translations: [String: String] = [:]
        for (key, value) in table where key.hasPrefix("help.") { translations[String(key.dropFirst(5))] = value }
        return translations
    }

    private static func load(_ language: Language) -> [String: String] {
        guard let text = PiggyBankResources.text("Localization/\(language.rawValue).strings") else { return [:] }
        let rows = TextRows.rows(text, separator: "=", maxFields: 2, trimsSpaces: true)
        var table: [String: String] = [:]
        table.reserveCapacity(rows.count)
        for row in rows where row.count == 2 && !row[0].hasPrefix("#") {
            table[row[0]] = row[1]
        }
        return table
    }
}
