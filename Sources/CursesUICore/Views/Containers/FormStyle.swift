/// How a form arranges its controls, as SwiftUI's `FormStyle`.
///
/// A terminal form is always one column of labelled rows, so every style is accepted and draws
/// the same.
public protocol FormStyle: Sendable {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
    /// The default style.
    public init() {}
}

/// Sections as grouped rows (iOS settings).
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels in one column and controls in another (macOS).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in two columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of forms inside. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where a form is one column of rows.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
