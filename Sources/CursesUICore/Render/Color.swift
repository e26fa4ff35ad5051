/// A colour, as SwiftUI's `Color`: a named colour, an RGB, white or HSB value, or the
/// terminal's own default.
///
/// A terminal draws each colour as the nearest one it has: the eight ANSI colours every colour
/// terminal has (sixteen where it has the bright ones too) or, where it has 256 colours, the
/// xterm colour cube and grey ramp. The names a terminal has itself (`.red`, `.green`,
/// `.yellow`, `.blue`, `.cyan`, `.black`, `.white`, `.magenta`) always draw as the terminal's
/// own, so they follow the user's terminal theme. A colour is five bytes, cheap to compare.
public struct Color: Hashable, Sendable {
    /// What the colour stands for, beyond its components.
    enum Role: UInt8, Hashable, Sendable {
        /// The terminal's default colour (SwiftUI's `.primary`).
        case `default`
        /// One of the terminal's own named colours, drawn by its number in every terminal.
        case named
        /// An RGB value, drawn as the nearest colour the terminal has.
        case rgb
        /// The dimmed default colour (SwiftUI's `Color.secondary`).
        case secondary
        /// A shade behind content (a material): drawn only where the terminal has 256 colours,
        /// as a black or white backdrop in 8 or 16 would swamp a terminal of the other kind.
        case backdrop
    }

    /// The sRGB components, 0–255.
    let red: UInt8
    let green: UInt8
    let blue: UInt8
    /// The opacity, 0 (clear) to 255 (opaque).
    let alpha: UInt8
    /// The role (high bits) and the ANSI colour 0–15 a 16-colour terminal draws (low four):
    /// five bytes in all keep a cell within 32 bytes.
    private let code: UInt8

    /// What the colour stands for.
    var role: Role { Role(rawValue: code >> 4) ?? .rgb }

    /// The ANSI colour number (0–15) a 16-colour terminal draws.
    var ansi16: UInt8 { code & 0x0F }

    /// The ANSI colour number (0–7) an 8-colour terminal draws.
    var ansi8: UInt8 { ansi16 < 8 ? ansi16 : Self.nearestANSI(red: red, green: green, blue: blue, count: 8) }

    /// The xterm colour number (0–255) a 256-colour terminal draws.
    var xterm256: UInt8 {
        if role == .named { return ansi16 }
        // A translucent colour is drawn as over a dark background, at a third of its strength
        // at least so that it still shows.
        let strength = max(Double(alpha) / 255, alpha == 0 ? 0 : 0.35)
        return Self.nearestXterm(
            red: UInt8(Double(red) * strength), green: UInt8(Double(green) * strength), blue: UInt8(Double(blue) * strength))
    }

    fileprivate init(role: Role, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, ansi: UInt8?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        let ansi16 = ansi ?? Self.nearestANSI(red: red, green: green, blue: blue, count: 16)
        code = role.rawValue << 4 | (ansi16 & 0x0F)
    }

    /// One of the terminal's own colours, with the RGB SwiftUI gives it.
    private init(ansi: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
        self.init(role: .named, red: red, green: green, blue: blue, alpha: 255, ansi: ansi)
    }

    /// A SwiftUI colour the terminal has no name for, drawn as `ansi` where it has 8 or 16
    /// colours and as the nearest of the 256 where it has those.
    private init(red: UInt8, green: UInt8, blue: UInt8, ansi: UInt8) {
        self.init(role: .rgb, red: red, green: green, blue: blue, alpha: 255, ansi: ansi)
    }

    /// A colour from red, green and blue components from 0 to 1, as in SwiftUI.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            role: .rgb, red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(opacity), ansi: nil)
    }

    /// The colour spaces of SwiftUI's `Color(_:red:green:blue:opacity:)`; a terminal takes the
    /// components as sRGB in each.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }

    /// A colour from components in a colour space, as in SwiftUI.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey in a colour space, as in SwiftUI.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A grey from black (0) to white (1), as in SwiftUI.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1, as in SwiftUI.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let (v, s) = (min(max(brightness, 0), 1), min(max(saturation, 0), 1))
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour at an opacity from 0 to 1 (multiplied with its own), as in SwiftUI.
    ///
    /// A terminal cannot blend: a translucent colour is drawn darker on a 256-colour terminal,
    /// and below half opacity a background is left out and text dimmed where the terminal has
    /// only 8 or 16 colours.
    public func opacity(_ opacity: Double) -> Color {
        if opacity >= 1 { return self }
        let alpha = Self.byte(Double(self.alpha) / 255 * opacity)
        switch role {
        case .default, .secondary:
            return Color(role: role, red: red, green: green, blue: blue, alpha: alpha, ansi: ansi16)
        case .named, .rgb, .backdrop:
            return Color(role: .rgb, red: red, green: green, blue: blue, alpha: alpha, ansi: ansi16)
        }
    }

    /// A grey backdrop from black (0) to white (1) that only a 256-colour terminal draws.
    static func backdrop(white: Double) -> Color {
        let level = byte(white)
        return Color(role: .backdrop, red: level, green: level, blue: level, alpha: 255, ansi: nil)
    }

    /// The opacity, from 0 to 1.
    var opacityValue: Double { Double(alpha) / 255 }

    /// True below half opacity: what a terminal without 256 colours leaves out or dims.
    var isFaint: Bool { alpha < 128 }

    fileprivate static func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }

    // MARK: Terminal colours

    /// The colour number a terminal with `colors` colours draws this colour with, or -1 for the
    /// terminal's default; a background below half opacity is left out where the terminal
    /// has fewer than 256 colours.
    func terminalNumber(colors: Int, isBackground: Bool) -> Int16 {
        switch role {
        case .default, .secondary: return -1
        case .backdrop:
            return colors >= 256 ? Int16(xterm256) : -1
        case .named, .rgb:
            if alpha == 0 { return -1 }
            if colors >= 256 { return Int16(xterm256) }
            if isBackground, isFaint { return -1 }
            return Int16(colors >= 16 ? ansi16 : ansi8)
        }
    }

    /// The xterm default palette of the sixteen ANSI colours, by number.
    static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The number of the nearest of the first `count` ANSI colours.
    static func nearestANSI(red: UInt8, green: UInt8, blue: UInt8, count: Int) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for index in 0..<count {
            let entry = ansiPalette[index]
            let distance = Self.distance((red, green, blue), entry)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }

    /// The levels of each component in the xterm 6×6×6 colour cube.
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The number of the nearest colour of the xterm cube (16–231) or grey ramp (232–255).
    static func nearestXterm(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        func cubeIndex(_ component: UInt8) -> Int {
            let value = Int(component)
            return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let (r, g, b) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cube = (UInt8(cubeLevels[r]), UInt8(cubeLevels[g]), UInt8(cubeLevels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = UInt8(8 + 10 * greyIndex)
        let cubeDistance = distance((red, green, blue), cube)
        let greyDistance = distance((red, green, blue), (greyLevel, greyLevel, greyLevel))
        return greyDistance < cubeDistance ? UInt8(232 + greyIndex) : UInt8(16 + 36 * r + 6 * g + b)
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let (dr, dg, db) = (Int(a.0) - Int(b.0), Int(a.1) - Int(b.1), Int(a.2) - Int(b.2))
        return dr * dr + dg * dg + db * db
    }

    // MARK: Named colours

    /// The terminal's own default colour: text in the user's text colour, no background.
    public static let `default` = Color(role: .default, red: 0, green: 0, blue: 0, alpha: 255, ansi: nil)
    /// The colour of primary content: the terminal's default colour, as SwiftUI's `.primary`.
    public static let primary = Color.default
    /// The colour of secondary content: the default colour, dimmed, as SwiftUI's `.secondary`.
    public static let secondary = Color(role: .secondary, red: 128, green: 128, blue: 128, alpha: 255, ansi: nil)
    /// No colour: a clear background shows the terminal's, as SwiftUI's `.clear`.
    public static let clear = Color(role: .rgb, red: 0, green: 0, blue: 0, alpha: 0, ansi: nil)
    /// Black: the terminal's black.
    public static let black = Color(ansi: 0, red: 0, green: 0, blue: 0)
    /// Red: the terminal's red.
    public static let red = Color(ansi: 1, red: 255, green: 59, blue: 48)
    /// Green: the terminal's green.
    public static let green = Color(ansi: 2, red: 52, green: 199, blue: 89)
    /// Yellow: the terminal's yellow.
    public static let yellow = Color(ansi: 3, red: 255, green: 204, blue: 0)
    /// Blue: the terminal's blue.
    public static let blue = Color(ansi: 4, red: 0, green: 122, blue: 255)
    /// Magenta: the terminal's magenta (no SwiftUI name).
    public static let magenta = Color(ansi: 5, red: 255, green: 0, blue: 255)
    /// Cyan: the terminal's cyan.
    public static let cyan = Color(ansi: 6, red: 50, green: 173, blue: 230)
    /// White: the terminal's white.
    public static let white = Color(ansi: 7, red: 255, green: 255, blue: 255)
    /// Orange: the terminal's yellow with 8 or 16 colours, orange with 256.
    public static let orange = Color(red: 255, green: 149, blue: 0, ansi: 3)
    /// Pink: the terminal's magenta with 8 or 16 colours, pink with 256.
    public static let pink = Color(red: 255, green: 45, blue: 85, ansi: 5)
    /// Purple: the terminal's magenta with 8 or 16 colours, purple with 256.
    public static let purple = Color(red: 175, green: 82, blue: 222, ansi: 5)
    /// Indigo: the terminal's blue with 8 or 16 colours, indigo with 256.
    public static let indigo = Color(red: 88, green: 86, blue: 214, ansi: 4)
    /// Teal: the terminal's cyan with 8 or 16 colours, teal with 256.
    public static let teal = Color(red: 48, green: 176, blue: 199, ansi: 6)
    /// Mint: the terminal's cyan with 8 or 16 colours, mint with 256.
    public static let mint = Color(red: 0, green: 199, blue: 190, ansi: 6)
    /// Brown: the terminal's yellow with 8 or 16 colours, brown with 256.
    public static let brown = Color(red: 162, green: 132, blue: 94, ansi: 3)
    /// Gray: the terminal's white with 8 colours, its bright black with 16, grey with 256.
    public static let gray = Color(role: .rgb, red: 142, green: 142, blue: 147, alpha: 255, ansi: nil)
    /// The app's accent colour: the terminal's cyan.
    public static let accentColor = Color.cyan
}

extension Color {
    /// The colour `fraction` of the way from this colour to `other`, mixed in RGB; a terminal
    /// with 8 or 16 colours draws it as the nearer of the two, so a gradient steps between
    /// its own colours rather than through unrelated ones.
    func mixed(with other: Color, by fraction: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { Self.byte((Double(a) + (Double(b) - Double(a)) * fraction) / 255) }
        let nearer = fraction < 0.5 ? self : other
        return Color(
            role: .rgb, red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha), ansi: nearer.alpha == 0 ? nil : nearer.ansi16)
    }
}
