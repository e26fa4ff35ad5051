extension Text {
    /// Shows `input` written by a Foundation format style in the environment's `\.locale`, as
    /// SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(total, format: .currency(code: "USD"))
    /// Text(tip, format: .percent)
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self = Text.formatted(input, format: format)
    }

    /// A text of `input` written by `format` in the locale where it is drawn.
    nonisolated static func formatted<F: FormatStyle>(_ input: F.FormatInput, format: F) -> Text
    where F.FormatInput: Equatable, F.FormatOutput == String {
        Text(storage: .runs([TextRun(content: .formatted(FormattedValue(input, format: format)), attributes: .none)]))
    }
}

extension DefaultStringInterpolation {
    /// Writes `input` with a Foundation format style, as in SwiftUI's text interpolation:
    /// `Text("Total: \(total, format: .currency(code: "USD"))")`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }
}
