/// The grammatical form a count takes, as the Unicode CLDR plural rules name them: English
/// says "1 day" (one) and "2 days" (other); Russian has "1 день" (one), "2 дня" (few),
/// "5 дней" (many); Japanese, Korean and Chinese have one form for every count (other).
///
/// A string table gives a counted text one entry per category its language uses:
/// `date.daysLeft[one]`, `date.daysLeft[other]`.
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, few, many, other

    /// The category of a whole count in a language (the rules for integers of CLDR 45).
    public init(_ count: Int, in language: Language) {
        let n = count.magnitude
        switch language {
        case .japanese, .korean, .simplifiedChinese, .traditionalChinese:
            self = .other
        case .english, .german:
            self = n == 1 ? .one : .other
        case .spanish:
            self = n == 1 ? .one : Self.isWholeMillions(n) ? .many : .other
        case .french, .brazilianPortuguese:
            // 0 and 1 are singular: "0 jour", "1 jour", "2 jours".
            self = n <= 1 ? .one : Self.isWholeMillions(n) ? .many : .other
        case .russian:
            let last = n % 10, lastTwo = n % 100
            if last == 1, lastTwo != 11 {
                self = .one
            } else if (2...4).contains(last), !(12...14).contains(lastTwo) {
                self = .few
            } else {
                self = .many
            }
        }
    }

    /// The categories a language's counts fall into; its string table gives each of them.
    public static func used(by language: Language) -> [PluralCategory] {
        switch language {
        case .japanese, .korean, .simplifiedChinese, .traditionalChinese: [.other]
        case .english, .german: [.one, .other]
        case .spanish, .french, .brazilianPortuguese: [.one, .many, .other]
        // Whole counts are one, few or many; other is for fractions, which no count has.
        case .russian: [.one, .few, .many, .other]
        }
    }

    /// "1 000 000 de jours": a million and its multiples take "de" in the Romance languages.
    private static func isWholeMillions(_ n: UInt) -> Bool { n != 0 && n % 1_000_000 == 0 }
}
