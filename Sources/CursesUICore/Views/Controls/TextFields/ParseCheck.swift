/// Whether a typed text parses in a formatted field's format. It is made from the format and
/// compared by it, so a field made again with the same format is the same input.
struct ParseCheck: Equatable {
    private let format: AnyHashable
    private let acceptsBlank: Bool
    let parses: (String) -> Bool

    /// `acceptsBlank`: an empty or blank text is fine too (an optional value's nil).
    init<Format: ParseableFormatStyle>(_ format: Format, acceptsBlank: Bool = false) where Format.FormatOutput == String {
        self.format = AnyHashable(format)
        self.acceptsBlank = acceptsBlank
        parses = { (acceptsBlank && $0.allSatisfy(\.isWhitespace)) || (try? format.parseStrategy.parse($0)) != nil }
    }

    static func == (lhs: ParseCheck, rhs: ParseCheck) -> Bool { lhs.format == rhs.format && lhs.acceptsBlank == rhs.acceptsBlank }
}
