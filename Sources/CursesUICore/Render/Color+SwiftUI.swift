extension Color {
    /// SwiftUI's orange, drawn as the terminal's yellow.
    public static var orange: Color { .yellow }
    /// SwiftUI's pink, drawn as the terminal's magenta.
    public static var pink: Color { .magenta }
    /// SwiftUI's purple, drawn as the terminal's magenta.
    public static var purple: Color { .magenta }
    /// SwiftUI's indigo, drawn as the terminal's blue.
    public static var indigo: Color { .blue }
    /// SwiftUI's teal, drawn as the terminal's cyan.
    public static var teal: Color { .cyan }
    /// SwiftUI's mint, drawn as the terminal's cyan.
    public static var mint: Color { .cyan }
    /// SwiftUI's brown, drawn as the terminal's yellow.
    public static var brown: Color { .yellow }
    /// SwiftUI's gray, drawn as the terminal's white (dim text reads as grey).
    public static var gray: Color { .white }
    /// SwiftUI's accent colour: the terminal's cyan.
    public static var accentColor: Color { .cyan }
}
