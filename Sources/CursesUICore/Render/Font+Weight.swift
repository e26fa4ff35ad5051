extension Font {
    /// How heavy text is, as SwiftUI's `Font.Weight`: a terminal has plain and bold, so
    /// `.semibold` and heavier draw bold and the rest plain.
    public struct Weight: Hashable, Sendable {
        let value: Int

        /// The lightest: plain.
        public static let ultraLight = Weight(value: 100)
        /// Thin: plain.
        public static let thin = Weight(value: 200)
        /// Light: plain.
        public static let light = Weight(value: 300)
        /// Regular: plain.
        public static let regular = Weight(value: 400)
        /// Medium: plain.
        public static let medium = Weight(value: 500)
        /// Semibold: bold in a terminal.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy: bold in a terminal.
        public static let heavy = Weight(value: 800)
        /// Black: bold in a terminal.
        public static let black = Weight(value: 900)

        var isBold: Bool { value >= Weight.semibold.value }
    }

    /// A typeface design, as SwiftUI's `Font.Design`: a terminal has one typeface, so every
    /// design looks the same.
    public enum Design: Hashable, Sendable {
        /// The system's typeface.
        case `default`
        /// A serif typeface.
        case serif
        /// A rounded typeface.
        case rounded
        /// A monospaced typeface.
        case monospaced
    }

    /// This font at `weight`: bold from `.semibold`, plain below.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.requestedWeight = weight
        return font
    }
}

extension View {
    /// Draws text inside at `weight`: bold from `.semibold`, plain below; nil keeps the font's.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(
            EnvironmentModifier("fontWeight", weight) { environment in
                if let weight { environment.style.bold = weight.isBold }
            })
    }

    /// Draws text inside in a typeface design: a terminal has one, so nothing changes.
    public func fontDesign(_ design: Font.Design?) -> some View { self }
}

extension Font {
    /// How wide letters are, as SwiftUI's `Font.Width`: a terminal's cells are fixed, so every
    /// width looks the same.
    public struct Width: Hashable, Sendable {
        /// The width as a number, -1 (narrow) to 1 (wide).
        public var value: Double

        /// A width of `value`.
        public init(_ value: Double) { self.value = value }

        /// The narrowest.
        public static let compressed = Width(-0.3)
        /// Narrow.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// Wide.
        public static let expanded = Width(0.2)
    }

    /// This font at `width`: the same look in a terminal.
    public func width(_ width: Width) -> Font { self }
}

extension View {
    /// Draws text inside at a letter width: a terminal's cells are fixed, so nothing changes.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
