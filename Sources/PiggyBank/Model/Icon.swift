/// A piggy-bank icon: a Unicode glyph, an ASCII stand-in for terminals without emoji, and names.
public struct Icon: Hashable, Identifiable, Sendable {
    public let id: String
    public let glyph: String
    public let ascii: String
    /// The name in each language, by the language's code ("en", "de").
    let names: [String: String]

    /// The icon's name in a language ("trip", "旅行"); English where the catalogue has none.
    public func name(in language: Language) -> String {
        names[language.rawValue] ?? names[Language.english.rawValue] ?? id
    }
}
