import FoundationEssentials
import Testing

@testable import PiggyBank

/// Amounts read as each language writes them, in the currency the user chose.
struct NumberConventionsTests {
    let euro = CurrencyCatalog.currency(code: "EUR")!
    let dollar = CurrencyCatalog.currency(code: "USD")!
    let real = CurrencyCatalog.currency(code: "BRL")!

    @Test func germanSpanishAndPortugueseUseADecimalCommaAndDotGrouping() {
        #expect(euro.format(Decimal(string: "1234.56")!, in: .german) == "1.234,56\u{A0}€")
        #expect(euro.format(Decimal(string: "12345.5")!, in: .spanish) == "12.345,50\u{A0}€")
        #expect(real.format(Decimal(string: "1234.56")!, in: .brazilianPortuguese) == "R$\u{A0}1.234,56")
        #expect(dollar.format(-3, in: .german) == "-3,00\u{A0}$")
    }

    @Test func spanishGroupsOnlyFromFiveDigits() {
        #expect(NumberConventions.of(.spanish).decimal(Decimal(string: "1234.5")!) == "1234,50")
        #expect(NumberConventions.of(.spanish).integer(12345) == "12.345")
    }

    @Test func frenchAndRussianGroupWithNoBreakSpaces() {
        #expect(euro.format(Decimal(string: "1234567.8")!, in: .french) == "1\u{202F}234\u{202F}567,80\u{A0}€")
        #expect(CurrencyCatalog.currency(code: "RUB")!.format(Decimal(string: "1234.56")!, in: .russian) == "1\u{A0}234,56\u{A0}₽")
    }

    @Test func englishAndTheEastAsianLanguagesKeepTheSymbolFirst() {
        for language in [Language.english, .japanese, .korean, .simplifiedChinese, .traditionalChinese] {
            #expect(dollar.format(Decimal(string: "1234.56")!, in: language) == "$1,234.56")
        }
        #expect(CurrencyCatalog.currency(code: "CHF")!.format(12, in: .english) == "CHF 12.00")
    }

    @Test func aCommaLanguageReadsItsOwnSeparatorsAndAnUnambiguousPoint() {
        let german = NumberConventions.of(.german)
        #expect(german.parse("1.234,56") == Decimal(string: "1234.56"))
        #expect(german.parse("12,5") == Decimal(string: "12.5"))
        #expect(german.parse("12.50") == Decimal(string: "12.5"))
        #expect(german.parse("1.234") == 1234)
        #expect(german.parse("1,234") == nil)
        #expect(NumberConventions.of(.french).parse("1 234,56") == Decimal(string: "1234.56"))
        #expect(NumberConventions.of(.french).parse("1\u{202F}234,56") == Decimal(string: "1234.56"))
        #expect(NumberConventions.of(.english).parse("1,234.56") == Decimal(string: "1234.56"))
    }

    @Test func datesFollowEachLanguagesDayOrder() {
        let day = CalendarDate("2026-11-30")!
        let shown = Language.allCases.map { DateText.day(day, $0) }
        #expect(
            shown == [
                "2026-11-30", "2026-11-30", "2026/11/30", "2026/11/30", "2026. 11. 30.", "30/11/2026", "30/11/2026", "30.11.2026",
                "30/11/2026", "30.11.2026",
            ])
    }
}

/// File sizes in Settings use the language's units and decimal mark.
struct ByteCountTests {
    @Test func sizesReadInTheLanguage() {
        #expect(ByteCount.text(3_670_016, .english) == "3.5 MB")
        #expect(ByteCount.text(3_670_016, .german) == "3,5 MB")
        #expect(ByteCount.text(3_670_016, .french) == "3,5 Mo")
        #expect(ByteCount.text(45_056, .russian) == "44 КБ")
        #expect(ByteCount.text(812, .japanese) == "812 B")
    }
}
