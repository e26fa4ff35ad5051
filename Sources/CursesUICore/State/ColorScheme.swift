/// Light or dark appearance, as SwiftUI's `ColorScheme`: read with
/// `@Environment(\.colorScheme)`. A terminal's own colours are its user's; the scheme only
/// changes what views choose (a material's shade), and is `.dark` unless a view asks for
/// another with `.preferredColorScheme(_:)`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
    /// The colour scheme views inside draw for: `.dark` unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for a colour scheme, as SwiftUI's `preferredColorScheme(_:)`; nil leaves the
    /// default. In a terminal the views inside see it in `\.colorScheme`; the terminal's
    /// colours stay the user's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentModifier("preferredColorScheme", colorScheme) { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}
