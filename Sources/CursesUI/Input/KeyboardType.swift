import FoundationEssentials

/// What a text field accepts, named as SwiftUI's `.keyboardType(_:)` so that iOS form code
/// reads the same: `.decimalPad` makes the field accept only a valid decimal.
public enum KeyboardType: Hashable, Sendable {
    case `default`
    /// Digits and one decimal separator.
    case decimalPad
    /// Digits and one decimal separator, with at most `fractionDigits` digits after it.
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
            guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return false }
            guard case .decimal(let digits) = self, parts.count == 2 else { return true }
            return parts[1].count <= digits
        }
    }

    /// True when both texts are the same number in a numeric field ("12." and "12.0"), or both
    /// are empty or zero ("" shows zero, as the seed's amount binding does).
    func sameNumber(_ first: String, _ second: String) -> Bool {
        guard self != .default else { return false }
        func number(_ text: String) -> Decimal? { text.isEmpty ? 0 : Decimal(string: text) }
        guard let a = number(first), let b = number(second) else { return false }
        return a == b
    }

    /// True for the decimal kinds.
    var isDecimal: Bool {
        switch self {
        case .decimalPad, .decimal: true
        default: false
        }
    }

    /// Maps a typed key to what the field inserts: a comma becomes the decimal point.
    func normalize(_ key: Key) -> Key {
        if isDecimal, key == .character(",") { return .character(".") }
        return key
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
