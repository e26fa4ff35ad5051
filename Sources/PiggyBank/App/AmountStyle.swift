import CursesUICore
import FoundationEssentials

/// How amounts read on screen: in the chosen currency, written as the language writes amounts
/// ("$1,200.50", "1.200,50 €"), or hidden as `****` where the user asked (Home, for screen
/// sharing). A `FormatStyle`, so a chart's
/// axis can write amounts the same way.
public struct AmountStyle: FormatStyle, Sendable {
    public var currency: Currency
    /// The language whose separators and symbol placement the amounts follow.
    public var language: Language
    public var isHidden = false

    /// Amounts in `currency`, written as `language` writes them; `****` while `isHidden`.
    public init(currency: Currency, language: Language = .english, isHidden: Bool = false) {
        self.currency = currency
        self.language = language
        self.isHidden = isHidden
    }

    /// The amount as the screen shows it: "¥1,200.50" or "****".
    public func callAsFunction(_ amount: Decimal) -> String { format(amount) }

    /// The amount as the screen shows it: "¥1,200.50" or "****".
    public func format(_ amount: Decimal) -> String { isHidden ? Self.hiddenText : currency.format(amount, in: language) }

    /// What stands for a hidden amount.
    public static let hiddenText = "****"

    private enum CodingKeys: String, CodingKey {
        case currency, language, isHidden
    }

    /// Reads the currency by its code (an unknown code is the standard currency) and the language.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .currency)
        currency = CurrencyCatalog.currency(code: code) ?? CurrencyCatalog.standard
        language = try container.decodeIfPresent(String.self, forKey: .language).flatMap(Language.init(rawValue:)) ?? .english
        isHidden = try container.decode(Bool.self, forKey: .isHidden)
    }

    /// Writes the currency's code, the language and whether amounts are hidden.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        try container.encode(language.rawValue, forKey: .language)
        try container.encode(isHidden, forKey: .isHidden)
    }
}

private struct AmountStyleKey: EnvironmentKey {
    static var defaultValue: AmountStyle { AmountStyle(currency: CurrencyCatalog.standard) }
}

extension EnvironmentValues {
    /// How the screens show amounts.
    public var amountStyle: AmountStyle {
        get { self[AmountStyleKey.self] }
        set { self[AmountStyleKey.self] = newValue }
    }
}
