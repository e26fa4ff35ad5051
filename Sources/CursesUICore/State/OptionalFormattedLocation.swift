/// An optional value seen as the text its format writes: nil reads as "", and an empty or
/// blank text writes nil; text that does not parse never reaches the value.
struct OptionalFormattedLocation<Format: ParseableFormatStyle>: BindingLocation where Format.FormatOutput == String {
    let base: Binding<Format.FormatInput?>
    let format: Format

    func get() -> String { base.wrappedValue.map(format.format) ?? "" }

    func set(_ newValue: String) {
        if newValue.allSatisfy(\.isWhitespace) {
            base.wrappedValue = nil
        } else if let parsed = try? format.parseStrategy.parse(newValue) {
            base.wrappedValue = parsed
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.format == rhs.format && lhs.base.hasSameLocation(as: rhs.base) }
}
