import FoundationEssentials

/// Money is `Decimal` in the program and whole cents in storage; never `Double`.
public enum Money {
    /// The largest amount anything may hold: 1,000,000,000,000.00.
    public static let maximum: Decimal = 1_000_000_000_000

    /// Whole cents for an amount with at most two fraction digits (more are cut off).
    public static func cents(_ amount: Decimal) -> Int64 {
        let scaled = "\(amount * 100)"
        let whole = scaled.split(separator: ".").first.map(String.init) ?? "0"
        return Int64(whole) ?? 0
    }

    /// The amount for whole cents.
    public static func amount(cents: Int64) -> Decimal { Decimal(cents) / 100 }

    /// "1200.50": always two fraction digits, no grouping (what the fields accept back).
    public static func format(_ amount: Decimal) -> String {
        let cents = cents(amount)
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Digits after the decimal point that an amount may have.
    public static let fractionDigits = 2

    /// Parses user or command-line text: digits, one "." and at most two fraction digits.
    public static func parse(_ text: String) -> Decimal? {
        let trimmed = text.trimmed
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard !trimmed.isEmpty, trimmed != ".", parts.count <= 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.count < 2 || parts[1].count <= fractionDigits
        else { return nil }
        return Decimal(string: trimmed)
    }
}
