/// The mark number fields read and write between the whole part and the fraction: "." (the
/// default) or "," for languages that write "12,50". With "," the roles swap: "1.234,56" is
/// 1234.56, as "1,234.56" is with ".".
///
/// ```swift
/// Form { AmountField(...) }.environment(\.decimalSeparator, ",")
/// ```
public enum DecimalSeparator {
    /// `text` as the "." convention writes it: with a "," separator, "," and "." trade places.
    public static func pointed(_ text: String, separator: Character) -> String {
        guard separator == "," else { return text }
        return String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
    }
}

private struct DecimalSeparatorKey: EnvironmentKey {
    static let defaultValue: Character = "."
}

extension EnvironmentValues {
    /// The decimal mark of number fields: "." or ",". See ``DecimalSeparator``.
    public var decimalSeparator: Character {
        get { self[DecimalSeparatorKey.self] }
        set { self[DecimalSeparatorKey.self] = newValue }
    }
}
