import FoundationEssentials

/// What a text field accepts, named as SwiftUI's `.keyboardType(_:)` so that iOS form code
/// reads the same: `.decimalPad` makes the field accept only a valid decimal.
public enum KeyboardType: Hashable, Sendable {
    case `default`
    /// Digits and one decimal separator; commas group thousands ("1,200.50") or, with no point
    /// and not three digits after them, are a decimal comma ("12,50").
    case decimalPad
    /// As ``decimalPad``, with at most `fractionDigits` digits after the decimal separator.
    case decimal(fractionDigits: Int)
    /// Digits only.
    case numberPad

    /// True when `text` may stand in a field of this type (also while still being typed).
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .default: return true
        case .numberPad: return text.allSatisfy(\.isASCIIDigit)
        case .decimalPad, .decimal:
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, parts[0].allSatisfy({ $0.isASCIIDigit || $0 == "," }),
                parts.dropFirst().allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
            else { return false }
            guard case .decimal(let digits) = self else { return true }
            if parts.count == 2 { return parts[1].count <= digits }
            // A decimal comma still being typed ("12,5") counts its fraction digits too.
            let lastGroup = parts[0].split(separator: ",", omittingEmptySubsequences: false).dropFirst().last
            return lastGroup.map { $0.count <= max(digits, 3) } ?? true
        }
    }

    /// True when both texts are the same number in a numeric field ("12." and "12.0"), or both
    /// are empty or zero ("" shows zero, as an amount binding that maps 0 to "" does).
    func sameNumber(_ first: String, _ second: String) -> Bool {
        guard self != .default else { return false }
        guard let a = Decimal(groupedDigits: first), let b = Decimal(groupedDigits: second) else { return false }
        return a == b
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
