import FoundationEssentials

/// Writes a date picker's date as its locale writes it, with Foundation's date fields marked
/// (`Dec 3, 2026 3:05 PM` in `en_US`, `3. Dez. 2026 15:05` in `de_DE`). `CursesUI`, which has
/// Foundation's formatting, puts one in the environment it runs programs in; a program built on
/// `CursesUICore` alone has none, and its pickers write ISO dates (`2026-12-03 15:05`).
package struct DateFieldWriter: Sendable {
    /// A date field, as Foundation marks it in formatted text.
    package typealias Field = AttributeScopes.FoundationAttributes.DateFieldAttribute.Field

    /// The runs of the written date and time, each with the field it shows (nil between fields).
    package let write: @Sendable (Date, DatePickerComponents, Locale, Calendar) -> [(text: String, field: Field?)]

    /// A writer made of `write`.
    package init(write: @escaping @Sendable (Date, DatePickerComponents, Locale, Calendar) -> [(text: String, field: Field?)]) {
        self.write = write
    }
}

private struct DateFieldWriterKey: EnvironmentKey {
    static var defaultValue: DateFieldWriter? { nil }
}

extension EnvironmentValues {
    /// How date pickers write their date; nil writes ISO dates.
    package var dateFieldWriter: DateFieldWriter? {
        get { self[DateFieldWriterKey.self] }
        set { self[DateFieldWriterKey.self] = newValue }
    }
}
