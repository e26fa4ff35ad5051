import FoundationEssentials

/// A currency the amounts are shown in: display only, nothing is ever converted.
public struct Currency: Hashable, Identifiable, Sendable {
    /// The ISO 4217 code, as stored in the settings ("CNY").
    public let code: String
    public let symbol: String
    public let englishName: String
    public let chineseName: String

    public var id: String { code }

    public func name(in language: Language) -> String {
        language == .simplifiedChinese ? chineseName : englishName
    }

    /// The amount with this currency's symbol and thousands separators: "¥1,200.50",
    /// "CHF 1,200.50" (a space after a symbol made of letters), "-$3.00".
    public func format(_ amount: Decimal) -> String {
        let grouped = Money.grouped(amount < 0 ? -amount : amount)
        let separator = symbol.last?.isLetter == true ? " " : ""
        return (amount < 0 ? "-" : "") + symbol + separator + grouped
    }
}
