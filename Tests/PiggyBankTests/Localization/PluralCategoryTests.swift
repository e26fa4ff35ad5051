import Testing

@testable import PiggyBank

/// Counts take each language's CLDR plural form, so "1 piggy bank" is never "1 piggy banks".
struct PluralCategoryTests {
    private func categories(_ counts: [Int], _ language: Language) -> [PluralCategory] {
        counts.map { PluralCategory($0, in: language) }
    }

    @Test func englishAndGermanSingularIsOnlyOne() {
        for language in [Language.english, .german] {
            #expect(categories([0, 1, 2, 11, 21, 101], language) == [.other, .one, .other, .other, .other, .other])
        }
    }

    @Test func frenchAndPortugueseCountZeroAsSingular() {
        for language in [Language.french, .brazilianPortuguese] {
            #expect(categories([0, 1, 2, 100], language) == [.one, .one, .other, .other])
            #expect(categories([1_000_000, 2_000_000, 1_000_001], language) == [.many, .many, .other])
        }
    }

    @Test func spanishSingularIsOneAndMillionsAreMany() {
        #expect(categories([0, 1, 2, 1_000_000, 3_000_000, 1_500_000], .spanish) == [.other, .one, .other, .many, .many, .other])
    }

    @Test func russianHasOneFewAndManyByTheLastDigits() {
        #expect(categories([1, 21, 101, 1001], .russian) == [.one, .one, .one, .one])
        #expect(categories([2, 3, 4, 22, 34, 102], .russian) == [.few, .few, .few, .few, .few, .few])
        #expect(categories([0, 5, 9, 10, 11, 12, 14, 15, 20, 111, 112, 100], .russian) == Array(repeating: .many, count: 12))
    }

    @Test func japaneseKoreanAndChineseHaveOneFormForEveryCount() {
        for language in [Language.japanese, .korean, .simplifiedChinese, .traditionalChinese] {
            #expect(Set(categories([0, 1, 2, 5, 21, 1_000_000], language)) == [.other])
        }
    }

    @Test func everyCategoryARuleGivesIsOneTheTablesMustHave() {
        for language in Language.allCases {
            let given = Set((Array(0..<200) + [1_000_000, 1_000_001, 2_000_000]).map { PluralCategory($0, in: language) })
            #expect(given.isSubset(of: PluralCategory.used(by: language)), "\(language)")
        }
    }

    @Test func aCountReadsInTheFormOfItsCategory() {
        #expect(Strings(.english).count("date.daysLeft", 1) == "1 day left")
        #expect(Strings(.english).count("date.daysLeft", 2) == "2 days left")
        #expect(Strings(.russian).count("date.daysLeft", 1) == "остался 1 день")
        #expect(Strings(.russian).count("date.daysLeft", 3) == "осталось 3 дня")
        #expect(Strings(.russian).count("date.daysLeft", 11) == "осталось 11 дней")
        #expect(Strings(.russian).count("date.daysLeft", 22) == "осталось 22 дня")
        #expect(Strings(.french).count("date.daysLeft", 0) == "0 jour restant")
        #expect(Strings(.german).count("home.records.count", 1000) == "1.000 Buchungen")
        #expect(Strings(.japanese).count("date.daysLeft", 1) == "残り 1 日")
    }
}
