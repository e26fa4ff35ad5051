/// Whether a typed text parses in a formatted field's format. It is made from the format and
/// compared by it, so a field made again with the same format is the same input.
struct ParseCheck: Equatable {
    private let format: AnyHashable
    let parses: (String) -> Bool

    init<Format: ParseableFormatStyle>(_ format: Format) where Format.FormatOutput == String {
        self.format = AnyHashable(format)
        parses = { (try? format.parseStrategy.parse($0)) != nil }
    }

    static func == (lhs: ParseCheck, rhs: ParseCheck) -> Bool { lhs.format == rhs.format }
}
