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
    /// Digits only, as ``numberPad`` (UIKit's ASCII-digit pad).
    case asciiCapableNumberPad
    /// A telephone number: digits, spaces and `+ * # ( ) - .`.
    case phonePad
    /// Only ASCII characters.
    case asciiCapable
    /// Any text; UIKit's numbers-and-punctuation keyboard (accepted, no effect).
    case numbersAndPunctuation
    /// Any text; UIKit's URL keyboard (accepted, no effect).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Any text; UIKit's name-or-phone keyboard (accepted, no effect).
    case namePhonePad
    /// Any text; UIKit's email keyboard (accepted, no effect).
    case emailAddress
    /// Any text; UIKit's keyboard with @ and # (accepted, no effect).
    case twitter
    /// Any text; UIKit's web search keyboard (accepted, no effect).
    case webSearch

    /// True when `text` may stand in a field of this type (also while still being typed).
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .default, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: return true
        case .numberPad, .asciiCapableNumberPad: return text.allSatisfy(\.isASCIIDigit)
        case .phonePad: return text.allSatisfy { $0.isASCIIDigit || " +*#()-.".contains($0) }
        case .asciiCapable: return text.allSatisfy(\.isASCII)
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

    /// True for the types whose text is a number.
    private var isNumeric: Bool {
        switch self {
        case .decimalPad, .decimal, .numberPad, .asciiCapableNumberPad: return true
        default: return false
        }
    }

    /// True when both texts are the same number in a numeric field ("12." and "12.0"), or both
    /// are empty or zero ("" shows zero, as an amount binding that maps 0 to "" does).
    func sameNumber(_ first: String, _ second: String) -> Bool {
        guard isNumeric else { return false }
        guard let a = Decimal(groupedDigits: first), let b = Decimal(groupedDigits: second) else { return false }
        return a == b
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
