/// The colour themes the settings offer; the settings store the raw value.
public enum ThemeName: String, CaseIterable, Sendable {
    case standard
    case monochrome
    case highContrast
}
