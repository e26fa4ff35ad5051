import FoundationEssentials

/// How a language writes numbers and amounts (CLDR's conventions): "1,234.56" in English,
/// "1.234,56" in German, "1 234,56" with a narrow no-break space in French, "1 234,56" with a
/// no-break space in Russian; the currency symbol before ("$1.00", "R$ 1,00") or after the
/// number ("1,00 €"). The currency itself is always the user's choice.
public struct NumberConventions: Sendable, Equatable {
    /// The mark between whole and fraction: "." or ",".
    public let decimalSeparator: Character
    /// The mark between groups of three digits.
    public let groupingSeparator: Character
    /// Digits a whole part needs before it is grouped at all: Spanish writes "1234" but
    /// "12.345" (2); the others group from four digits (1).
    public let minimumGroupingDigits: Int
    /// True when the symbol follows the number ("12,50 €").
    public let symbolAfter: Bool
    /// What stands between the symbol and the number (a no-break space, or nothing: then a
    /// symbol made of letters gets a space, "CHF 12.00").
    public let symbolSpacing: String
    /// What stands between a number and "%": nothing in English, a no-break space in German.
    public let percentSpacing: String

    static let noBreakSpace: Character = "\u{00A0}"
    static let narrowNoBreakSpace: Character = "\u{202F}"

    /// The conventions of a language.
    public static func of(_ language: Language) -> NumberConventions {
        switch language {
        case .english, .simplifiedChinese, .traditionalChinese, .japanese, .korean:
            NumberConventions(
                decimalSeparator: ".", groupingSeparator: ",", minimumGroupingDigits: 1, symbolAfter: false, symbolSpacing: "",
                percentSpacing: "")
        case .german: decimalComma(grouping: ".")
        case .spanish: decimalComma(grouping: ".", minimumGroupingDigits: 2)
        case .brazilianPortuguese: decimalComma(grouping: ".", symbolAfter: false, percentSpacing: "")
        case .french: decimalComma(grouping: narrowNoBreakSpace, percentSpacing: "\u{202F}")
        case .russian: decimalComma(grouping: noBreakSpace)
        }
    }

    /// The conventions of a language that writes "12,50": the symbol after the amount and a
    /// no-break space before "%" unless said otherwise.
    private static func decimalComma(
        grouping: Character, minimumGroupingDigits: Int = 1, symbolAfter: Bool = true, percentSpacing: String = "\u{00A0}"
    ) -> NumberConventions {
        NumberConventions(
            decimalSeparator: ",", groupingSeparator: grouping, minimumGroupingDigits: minimumGroupingDigits, symbolAfter: symbolAfter,
            symbolSpacing: "\u{00A0}", percentSpacing: percentSpacing)
    }

    /// A count with grouping: "1,000,000", "1.000.000", "1 000 000".
    public func integer(_ value: Int) -> String {
        (value < 0 ? "-" : "") + grouped(String(value.magnitude))
    }

    /// An amount with two fraction digits and grouping: "1,200.50", "1.200,50"; a whole amount
    /// without them when `dropsZeroCents` ("1,200").
    public func decimal(_ amount: Decimal, dropsZeroCents: Bool = false) -> String {
        // From the whole cents, not from the plain text cut apart (a page of records writes ~40).
        let cents = Money.cents(amount)
        let fraction = cents.magnitude % 100
        var text = (cents < 0 ? "-" : "") + grouped(String(cents.magnitude / 100))
        guard !dropsZeroCents || fraction != 0 else { return text }
        text.append(decimalSeparator)
        text += fraction < 10 ? "0\(fraction)" : "\(fraction)"
        return text
    }

    /// A share in tenths of a percent, with one decimal: "42.5%", "42,5 %".
    public func percent(tenths: Int) -> String {
        "\(tenths / 10)\(decimalSeparator)\(tenths % 10)" + percentSpacing + "%"
    }

    /// A whole percentage: "42%", "42 %".
    public func percent(whole: Int) -> String { "\(whole)" + percentSpacing + "%" }

    /// An amount with its currency's symbol: "$1,200.50", "1.200,50 €", "R$ 1.200,50",
    /// "CHF 1,200.50" (a symbol of letters is always spaced), "-$3.00"; "$1,200" for a whole
    /// amount when `dropsZeroCents`.
    public func currency(_ amount: Decimal, symbol: String, dropsZeroCents: Bool = false) -> String {
        let number = decimal(amount < 0 ? -amount : amount, dropsZeroCents: dropsZeroCents)
        let spacing = symbol.last?.isLetter == true && symbolSpacing.isEmpty ? " " : symbolSpacing
        return (amount < 0 ? "-" : "") + (symbolAfter ? number + spacing + symbol : symbol + spacing + number)
    }

    /// Reads an amount typed in this language: its own decimal separator and grouping, or
    /// the other separator where it cannot be grouping ("12.50" in German is 12.50, "1.234"
    /// is 1234). Spaces group too. Nil when the text is not an amount of at most two decimals.
    public func parse(_ text: String) -> Decimal? {
        let compact = String(text.trimmed.filter { $0 != " " && $0 != Self.noBreakSpace && $0 != Self.narrowNoBreakSpace })
        guard decimalSeparator == "," else { return Money.parse(compact) }
        // Swap the roles of the two marks, then read it as English is read.
        let swapped = String(compact.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
        return Money.parse(swapped)
    }

    /// `digits` (ASCII) with the grouping separator between groups of three.
    private func grouped(_ digits: String) -> String {
        let count = digits.utf8.count
        guard count >= 3 + minimumGroupingDigits else { return digits }
        var result = ""
        for (index, digit) in digits.unicodeScalars.enumerated() {
            if index > 0, (count - index) % 3 == 0 { result.append(groupingSeparator) }
            result.unicodeScalars.append(digit)
        }
        return result
    }
}
