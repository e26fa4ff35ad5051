/// A piggy-bank icon: a Unicode glyph, an ASCII stand-in for terminals without emoji, and names.
public struct Icon: Hashable, Identifiable, Sendable {
    public let id: String
    public let glyph: String
    public let ascii: String
    public let englishName: String
    public let chineseName: String

    public func name(in language: Language) -> String {
        language == .simplifiedChinese ? chineseName : englishName
    }
}
