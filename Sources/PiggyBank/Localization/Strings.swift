import FoundationEssentials
import PiggyBankResources

/// The app's text in one language, from the string tables in `Resources/Localization`.
///
/// ```swift
/// strings["create.name"]                       // "Name"
/// strings("create.name.left", 12)              // "12 characters left"
/// ```
public struct Strings: Sendable {
    public let language: Language
    private let table: [String: String]
    private let fallback: [String: String]

    public init(_ language: Language) {
        self.language = language
        table = Self.load(language)
        fallback = language == .english ? [:] : Self.load(.english)
    }

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
        var text = self[key]
        for (index, argument) in arguments.enumerated() {
            text = text.replacing("{\(index)}", with: argument.description)
        }
        return text
    }

    /// Translations of CursesUI's own help words (`help.<English word>` entries), for
    /// ``KeyHelpContext/translations``; empty in English.
    public var frameworkHelpTranslations: [String: String] {
        var translations: [String: String] = [:]
        for (key, value) in table where key.hasPrefix("help.") { translations[String(key.dropFirst(5))] = value }
        return translations
    }

    private static func load(_ language: Language) -> [String: String] {
        guard let text = PiggyBankResources.text("Localization/\(language.rawValue).strings") else { return [:] }
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let separator = line.firstIndex(of: "=") else { continue }
            table[String(line[..<separator]).trimmed] = String(line[line.index(after: separator)...]).trimmed
        }
        return table
    }
}
