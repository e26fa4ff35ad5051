import FoundationEssentials

/// A currency the amounts are shown in: display only, nothing is ever converted.
public struct Currency: Hashable, Identifiable, Sendable {
    /// The ISO 4217 code, as stored in the settings ("CNY").
    public let code: String
    public let symbol: String
    /// The name in each language, by the language's code ("en", "de").
    let names: [String: String]

    public var id: String { code }

    /// The currency's name in a language ("Euro", "欧元"); English where the catalogue has none.
    public func name(in language: Language) -> String {
        names[language.rawValue] ?? names[Language.english.rawValue] ?? code
    }

    /// The amount with this currency's symbol, written as the language writes amounts:
    /// "¥1,200.50", "CHF 1,200.50", "-$3.00" in English; "1.200,50 €" in German; "$1,200" for
    /// a whole amount when `dropsZeroCents`.
    public func format(_ amount: Decimal, in language: Language, dropsZeroCents: Bool = false) -> String {
        NumberConventions.of(language).currency(amount, symbol: symbol, dropsZeroCents: dropsZeroCents)
    }
}
