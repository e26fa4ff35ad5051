/// A value shown as text through a format (`TextField(value:format:)`): the base binding and
/// the format, compared by value. A text that does not parse is not written.
struct FormattedLocation<Format: ParseableFormatStyle>: BindingLocation where Format.FormatOutput == String {
    let base: Binding<Format.FormatInput>
    let format: Format

    func get() -> String { format.format(base.wrappedValue) }

    func set(_ newValue: String) {
        if let parsed = try? format.parseStrategy.parse(newValue) { base.wrappedValue = parsed }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.format == rhs.format && lhs.base.hasSameLocation(as: rhs.base) }
}
