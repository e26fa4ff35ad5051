import FoundationEssentials

/// A number interpolated into a ``LocalizedStringKey``, written as SwiftUI writes it: an integer
/// as `%lld` and a floating-point value as `%lf` (six decimals), both with the locale's
/// grouping, so `Text("\(3688) forks")` reads "3,688 forks" and
/// `Text("\(8.0) hours")` reads "8.000000 hours", as on iOS.
enum InterpolatedNumber {
    /// `value` as `%lld` writes it in `locale`: "3,688".
    static func string<T: BinaryInteger>(_ value: T, locale: Locale) -> String {
        (value < 0 ? "-" : "") + String(value.magnitude).groupedInThousands(by: locale.groupingSeparator ?? ",")
    }

    /// `value` as `%lf` writes it in `locale`: "1,200.500000".
    static func string<T: BinaryFloatingPoint>(_ value: T, locale: Locale) -> String {
        let written = PrintfFormat.format("%f", Double(value))
        let sign = written.hasPrefix("-") ? "-" : ""
        let parts = written.dropFirst(sign.count).split(separator: ".", maxSplits: 1)
        let whole = String(parts.first ?? "0").groupedInThousands(by: locale.groupingSeparator ?? ",")
        let fraction = parts.count > 1 ? (locale.decimalSeparator ?? ".") + parts[1] : ""
        return sign + whole + fraction
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
