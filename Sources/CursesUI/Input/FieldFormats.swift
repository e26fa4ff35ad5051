/// Formats for `TextField(_:value:format:)`, shaped like Foundation's: each is a
/// `ParseableFormatStyle`, so code written with `format: .number` or
/// `format: .currency(code: "EUR")` reads as in SwiftUI.
///
/// ```swift
/// TextField("Target", value: $target, format: .currency(code: "CNY"))
/// TextField("Months", value: $months, format: .number)
/// ```
public struct DecimalFieldFormat: ParseableFormatStyle {
    /// The currency shown before the amount, if any.
    public let currencyCode: String?
    /// Digits shown after the decimal point (typing may use fewer).
    public let fractionDigits: Int

    /// Digits with thousands separators: `1,200.5`.
    public init() {
        currencyCode = nil
        fractionDigits = 0
    }

    /// An amount in a currency, with its symbol and two decimals: `¥1,200.50`.
    public init(currencyCode: String) {
        self.currencyCode = currencyCode
        fractionDigits = 2
    }

    /// The symbol written for the currency: `$`, `€`, `¥`…, or the code and a space.
    public var symbol: String {
        guard let currencyCode else { return "" }
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "CNY": "¥", "JPY": "¥", "KRW": "₩", "INR": "₹", "RUB": "₽", "TRY": "₺"]
        return symbols[currencyCode.uppercased()] ?? currencyCode.uppercased() + " "
    }

    /// The value with grouping, the currency symbol and at least `fractionDigits` decimals.
    public func format(_ value: Decimal) -> String {
        let parts = value.plainDigits(minimumFractionDigits: fractionDigits).split(separator: ".", maxSplits: 1)
        var grouped = ""
        for (index, digit) in parts[0].reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let whole = String(grouped.reversed())
        return (value < 0 ? "-" : "") + symbol + whole + (parts.count == 2 ? "." + parts[1] : "")
    }

    /// Reads digits with optional thousands separators, one decimal point, the currency
    /// symbol or code, and spaces; anything else is an error.
    public var parseStrategy: DecimalFieldParseStrategy { DecimalFieldParseStrategy(symbol: symbol) }
}

/// Parses what a ``DecimalFieldFormat`` writes, and what people type for it.
public struct DecimalFieldParseStrategy: ParseStrategy {
    let symbol: String

    /// The number `text` stands for; throws ``FieldParseError`` when it is not one.
    public func parse(_ text: String) throws -> Decimal {
        var cleaned = text.trimmingWhitespace
        let trimmedSymbol = symbol.trimmingWhitespace
        if !trimmedSymbol.isEmpty, cleaned.hasPrefix(trimmedSymbol) { cleaned = String(cleaned.dropFirst(trimmedSymbol.count)) }
        cleaned = cleaned.replacing(",", with: "").replacing(" ", with: "")
        let negative = cleaned.hasPrefix("-")
        if negative { cleaned.removeFirst() }
        let parts = cleaned.split(separator: ".", omittingEmptySubsequences: false)
        guard !cleaned.isEmpty, cleaned != ".", parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Decimal(string: cleaned)
        else { throw FieldParseError(text: text) }
        return negative ? -value : value
    }
}

/// Whole numbers with thousands separators, as Foundation's `IntegerFormatStyle`.
public struct IntegerFieldFormat<Value: BinaryInteger>: ParseableFormatStyle {
    /// Digits with thousands separators.
    public init() {}

    /// The number with thousands separators: `12,000`.
    public func format(_ value: Value) -> String {
        DecimalFieldFormat().format(Decimal(string: "\(value)") ?? 0)
    }

    /// Reads digits with optional separators.
    public var parseStrategy: IntegerFieldParseStrategy<Value> { IntegerFieldParseStrategy() }
}

/// Parses what an ``IntegerFieldFormat`` writes.
public struct IntegerFieldParseStrategy<Value: BinaryInteger>: ParseStrategy {
    /// The whole number `text` stands for; throws ``FieldParseError`` otherwise.
    public func parse(_ text: String) throws -> Value {
        let cleaned = text.trimmingWhitespace.replacing(",", with: "")
        guard let number = Int64(cleaned), let value = Value(exactly: number) else { throw FieldParseError(text: text) }
        return value
    }
}

/// Text that is not a value of the field's format.
public struct FieldParseError: Error, Hashable {
    /// What was typed.
    public let text: String
}

extension ParseableFormatStyle where Self == DecimalFieldFormat {
    /// Decimal digits with thousands separators.
    public static var number: DecimalFieldFormat { DecimalFieldFormat() }

    /// An amount in the currency `code` (ISO 4217): symbol, separators, two decimals.
    public static func currency(code: String) -> DecimalFieldFormat { DecimalFieldFormat(currencyCode: code) }
}

extension ParseableFormatStyle where Self == IntegerFieldFormat<Int> {
    /// Whole numbers with thousands separators.
    public static var number: IntegerFieldFormat<Int> { IntegerFieldFormat() }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
