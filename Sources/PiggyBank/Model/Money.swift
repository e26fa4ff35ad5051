import FoundationEssentials

/// Money is `Decimal` in the program and whole cents in storage; never `Double`.
public enum Money {
    /// The largest amount anything may hold: 1,000,000,000,000.00.
    public static let maximum: Decimal = 1_000_000_000_000

    /// Whole cents for an amount with at most two fraction digits (more are cut off).
    public static func cents(_ amount: Decimal) -> Int64 {
        if let cents = exactCents(amount) { return cents }
        let scaled = "\(amount * 100)"
        let whole = scaled.split(separator: ".").first.map(String.init) ?? "0"
        return Int64(whole) ?? 0
    }

    /// The cents of an amount with at most two fraction digits, from its exponent and its
    /// digits instead of its text (which cost about 15,000 instructions an amount, a dozen times
    /// on each evaluation of Home). The digits are read from `Decimal`'s storage (its low 64
    /// bits after the 4-byte header), so the result is only taken when it gives the amount back
    /// exactly; nil otherwise (more fraction digits, too many digits, another layout).
    private static func exactCents(_ amount: Decimal) -> Int64? {
        guard MemoryLayout<Decimal>.size == 20, (-2...16).contains(amount.exponent) else { return nil }
        let (low, high) = withUnsafeBytes(of: amount) { bytes in
            (bytes.loadUnaligned(fromByteOffset: 4, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 12, as: UInt64.self))
        }
        guard high == 0, var magnitude = Int64(exactly: low) else { return nil }
        for _ in 0..<(amount.exponent + 2) {
            let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = scaled
        }
        let cents = amount.sign == .minus ? -magnitude : magnitude
        return Money.amount(cents: cents) == amount ? cents : nil
    }

    /// The amount for whole cents (built from its digits: a Decimal division is slow, and
    /// records are read by the thousand).
    public static func amount(cents: Int64) -> Decimal {
        Decimal(sign: cents < 0 ? .minus : .plus, exponent: -2, significand: Decimal(cents.magnitude))
    }

    /// "1200.50": always two fraction digits, no grouping (what the fields accept back).
    public static func format(_ amount: Decimal) -> String { format(cents: cents(amount)) }

    /// "1200.50" for whole cents, without a Decimal on the way.
    public static func format(cents: Int64) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "1,200.50": two fraction digits and a comma between thousands, for reading.
    public static func grouped(_ amount: Decimal) -> String {
        let plain = format(amount)
        let negative = plain.hasPrefix("-")
        let digits = Array(plain.dropFirst(negative ? 1 : 0).prefix(while: { $0 != "." }))
        var whole = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { whole.append(",") }
            whole.append(digit)
        }
        return (negative ? "-" : "") + whole + plain.suffix(3)
    }

    /// Digits after the decimal point that an amount may have.
    public static let fractionDigits = 2

    /// Parses user or command-line text: digits, one "." and at most two fraction digits.
    /// Thousands separators are accepted ("1,200.50"), and a lone comma not followed by three
    /// digits is a decimal comma ("12,50").
    public static func parse(_ text: String) -> Decimal? {
        var trimmed = text.trimmed
        if trimmed.contains(",") {
            let groups = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            if trimmed.contains(".") || groups.dropFirst().allSatisfy({ $0.count == 3 }) {
                guard groups.dropFirst().allSatisfy({ !$0.hasPrefix(".") && $0.prefix(while: { $0 != "." }).count == 3 }) else {
                    return nil
                }
                trimmed = trimmed.replacing(",", with: "")
            } else if groups.count == 2 {
                trimmed = trimmed.replacing(",", with: ".")
            } else {
                return nil
            }
        }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard !trimmed.isEmpty, trimmed != ".", parts.count <= 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.count < 2 || parts[1].count <= fractionDigits
        else { return nil }
        return Decimal(string: trimmed)
    }
}
