/// A UIKit colour, for SwiftUI's `Color(_:)` and `Color(uiColor:)` as iOS code writes them
/// (`Color(.systemGray5)`, `Color(uiColor: .secondarySystemBackground)`).
///
/// Each colour is its dark-appearance value, the scheme a terminal runs in unless a view asks
/// for another. The system tints are SwiftUI's named colours; the labels are `.primary` and
/// `.secondary`; the grey fills and backgrounds are backdrops, as materials are: drawn where
/// the terminal has 256 colours and left out where it has fewer, so a bubble or card on one of
/// them keeps its text readable on every terminal.
public struct UIColor: Hashable, Sendable {
    /// The colour SwiftUI's `Color(_:)` makes of it.
    let color: Color

    private init(_ color: Color) { self.color = color }

    /// A grey backdrop of an sRGB level from 0 to 255.
    private static func fill(_ level: Double) -> UIColor { UIColor(.backdrop(white: level / 255)) }

    /// The primary text colour.
    public static let label = UIColor(.primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(.secondary)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(.secondary)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(.secondary)
    /// A text field's placeholder.
    public static let placeholderText = UIColor(.secondary)
    /// A separator line.
    public static let separator = UIColor(.gray)

    /// The main background.
    public static let systemBackground = fill(0)
    /// A background on the main one (a card, a bubble).
    public static let secondarySystemBackground = fill(28)
    /// A background on the secondary one.
    public static let tertiarySystemBackground = fill(44)
    /// The background of a grouped list.
    public static let systemGroupedBackground = fill(0)
    /// A grouped list's cells.
    public static let secondarySystemGroupedBackground = fill(28)
    /// What lies on a grouped list's cells.
    public static let tertiarySystemGroupedBackground = fill(44)

    /// The system grey (a text colour too).
    public static let systemGray = UIColor(.gray)
    /// The second grey fill, darker than ``systemGray``.
    public static let systemGray2 = fill(99)
    /// The third grey fill.
    public static let systemGray3 = fill(72)
    /// The fourth grey fill.
    public static let systemGray4 = fill(58)
    /// The fifth grey fill.
    public static let systemGray5 = fill(44)
    /// The sixth grey fill, nearest the background.
    public static let systemGray6 = fill(28)

    /// The system red.
    public static let systemRed = UIColor(.red)
    /// The system orange.
    public static let systemOrange = UIColor(.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(.yellow)
    /// The system green.
    public static let systemGreen = UIColor(.green)
    /// The system mint.
    public static let systemMint = UIColor(.mint)
    /// The system teal.
    public static let systemTeal = UIColor(.teal)
    /// The system cyan.
    public static let systemCyan = UIColor(.cyan)
    /// The system blue.
    public static let systemBlue = UIColor(.blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(.indigo)
    /// The system purple.
    public static let systemPurple = UIColor(.purple)
    /// The system pink.
    public static let systemPink = UIColor(.pink)
    /// The system brown.
    public static let systemBrown = UIColor(.brown)
    /// The tint of controls.
    public static let tintColor = UIColor(.accentColor)

    /// Black.
    public static let black = UIColor(.black)
    /// White.
    public static let white = UIColor(.white)
    /// No colour.
    public static let clear = UIColor(.clear)
    /// UIKit's fixed dark grey (a third white).
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
    /// UIKit's fixed light grey (two thirds white).
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    /// UIKit's fixed mid grey.
    public static let gray = UIColor(Color(white: 0.5))
    /// Red.
    public static let red = UIColor(.red)
    /// Green.
    public static let green = UIColor(.green)
    /// Blue.
    public static let blue = UIColor(.blue)
    /// Cyan.
    public static let cyan = UIColor(.cyan)
    /// Yellow.
    public static let yellow = UIColor(.yellow)
    /// Magenta.
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// Orange.
    public static let orange = UIColor(.orange)
    /// Purple.
    public static let purple = UIColor(.purple)
    /// Brown.
    public static let brown = UIColor(.brown)
}

extension Color {
    /// The SwiftUI colour of a UIKit colour, as SwiftUI's `Color(_:)`.
    public init(_ color: UIColor) { self = color.color }

    /// The SwiftUI colour of a UIKit colour, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }
}
