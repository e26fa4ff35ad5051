import FoundationEssentials

/// A number interpolated into a ``LocalizedStringKey``, written as SwiftUI writes it: an integer
/// as `%lld` and a floating-point value as `%lf` (six decimals), both with the locale's
/// grouping, so `Text("\(3688) forks")` reads "3,688 forks" and
/// `Text("\(8.0) hours")` reads "8.000000 hours", as on iOS.
struct InterpolatedNumber: Equatable, Sendable {
    private let isNegative: Bool
    private let wholeDigits: String
    private let fractionDigits: String?

    init<T: BinaryInteger>(_ value: T) {
        isNegative = value < 0
        wholeDigits = String(value.magnitude)
        fractionDigits = nil
    }

    init<T: BinaryFloatingPoint>(_ value: T) {
        let written = PrintfFormat.format("%f", Double(value))
        isNegative = written.hasPrefix("-")
        let digits = isNegative ? written.dropFirst() : Substring(written)
        let parts = digits.split(separator: ".", maxSplits: 1)
        wholeDigits = parts.first.map(String.init) ?? "0"
        fractionDigits = parts.count > 1 ? String(parts[1]) : nil
    }

    /// The number with `locale`'s separators.
    func string(locale: Locale) -> String {
        let whole = wholeDigits.groupedInThousands(by: locale.groupingSeparator ?? ",")
        let fraction = fractionDigits.map { (locale.decimalSeparator ?? ".") + $0 } ?? ""
        return (isNegative ? "-" : "") + whole + fraction
    }
}

extension String {
    /// These digits with `separator` between each group of three from the right: "3688" → "3,688".
    func groupedInThousands(by separator: String) -> String {
        guard count > 3, !separator.isEmpty, allSatisfy(\.isASCIIDigit) else { return self }
        var grouped = ""
        for (index, digit) in enumerated() {
            if index > 0, (count - index).isMultiple(of: 3) { grouped += separator }
            grouped.append(digit)
        }
        return grouped
    }
}
