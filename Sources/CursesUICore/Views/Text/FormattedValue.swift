import FoundationEssentials

/// A value and the format style that writes it, kept in a ``Text`` so that it is written where
/// the text is drawn, in the environment's `\.locale`, as SwiftUI's `Text(_:format:)` does.
/// Two are equal when their format styles and their values are.
struct FormattedValue: Equatable, @unchecked Sendable {  // views are values of the main actor; the value is only read
    private let input: Any
    private let format: AnyHashable
    private let sameInput: (Any) -> Bool
    private let writeIn: (Locale) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.input = input
        self.format = AnyHashable(format)
        sameInput = { ($0 as? F.FormatInput) == input }
        writeIn = { format.locale($0).format(input) }
    }

    /// The value written in `locale`.
    func string(in locale: Locale) -> String { writeIn(locale) }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs.format == rhs.format && lhs.sameInput(rhs.input)
    }
}
