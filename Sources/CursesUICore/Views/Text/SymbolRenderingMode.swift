/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`; a terminal draws a
/// symbol as one glyph in one colour, so every mode draws alike.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol, as SwiftUI's `SymbolVariants` (`.fill`, `.circle`), set on symbols
/// inside with ``View/symbolVariant(_:)``: `.fill` draws "star" as "star.fill" does (★ for ☆);
/// a variant the terminal has no other glyph for draws the base symbol.
public struct SymbolVariants: Hashable, Sendable {
    let name: String

    /// No variant.
    public static let none = SymbolVariants(name: "none")
    /// The filled variant.
    public static let fill = SymbolVariants(name: "fill")
    /// The variant in a circle.
    public static let circle = SymbolVariants(name: "circle")
    /// The variant in a square.
    public static let square = SymbolVariants(name: "square")
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(name: "rectangle")
    /// The variant with a slash.
    public static let slash = SymbolVariants(name: "slash")

    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(name: name + ".circle") }
}

extension Image {
    /// The size of a symbol relative to its text, as SwiftUI's `Image.Scale`; a glyph takes
    /// one cell size in a terminal.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// As the text.
        case medium
        /// Larger than the text.
        case large
    }

    /// Colours the symbol's layers, as SwiftUI's `symbolRenderingMode(_:)`; one glyph in one
    /// colour in a terminal, so no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension View {
    /// Colours the layers of symbols inside, as SwiftUI's `symbolRenderingMode(_:)`; no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Draws symbols inside in `variant`, as SwiftUI's `symbolVariant(_:)`:
    /// `Image(systemName: "star").symbolVariant(.fill)` draws ★.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Scales symbols inside relative to their text, as SwiftUI's `imageScale(_:)`; no effect.
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}

extension SymbolVariants {
    /// `systemName` in this variant: "star" with `.fill` is "star.fill", and a name already
    /// in the variant stays as it is.
    func applied(to systemName: String) -> String {
        guard self != .none else { return systemName }
        let parts = systemName.split(separator: ".")
        return name.split(separator: ".").reduce(systemName) { named, part in
            parts.contains(part) ? named : named + "." + part
        }
    }
}

extension EnvironmentValues {
    /// The variant that symbols inside draw in, as SwiftUI's `symbolVariants`; `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}
