extension Text {
    /// Shows `input` written by a Foundation format style, as SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(total, format: .currency(code: "USD"))
    /// Text(tip, format: .percent)
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension DefaultStringInterpolation {
    /// Writes `input` with a Foundation format style, as in SwiftUI's text interpolation:
    /// `Text("Total: \(total, format: .currency(code: "USD"))")`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }
}
