import Foundation
import Testing

@testable import PiggyBank

struct MoneyAndCurrencyTests {
    @Test func amountsAreGroupedByThousands() {
        #expect(Money.grouped(0) == "0.00")
        #expect(Money.grouped(999.5) == "999.50")
        #expect(Money.grouped(1200.5) == "1,200.50")
        #expect(Money.grouped(1_000_000_000_000) == "1,000,000,000,000.00")
        #expect(Money.grouped(-1234) == "-1,234.00")
    }

    @Test func typedAmountsMayCarryThousandsSeparatorsOrADecimalComma() {
        #expect(Money.parse("1,200.50") == Decimal(string: "1200.50"))
        #expect(Money.parse("1,200") == 1200)
        #expect(Money.parse("12,50") == Decimal(string: "12.50"))
        #expect(Money.parse("1,000,000") == 1_000_000)
        #expect(Money.parse("1,2,3") == nil)
        #expect(Money.parse("12,5000") == nil)
        #expect(Money.parse("1,20.50") == nil, "a group after a comma has three digits")
    }

    @Test func aCurrencyShowsItsSymbolBeforeTheGroupedAmount() throws {
        #expect(CurrencyCatalog.all.count >= 35)
        #expect(Set(CurrencyCatalog.all.map(\.code)).count == CurrencyCatalog.all.count)
        for symbol in ["¥", "$", "€", "£", "₩", "₹"] { #expect(CurrencyCatalog.all.contains { $0.symbol == symbol }) }
        let yuan = try #require(CurrencyCatalog.currency(code: "cny"))
        #expect(yuan.format(1200.5, in: .english) == "¥1,200.50")
        #expect(try #require(CurrencyCatalog.currency(code: "CHF")).format(3, in: .english) == "CHF 3.00")
        #expect(try #require(CurrencyCatalog.currency(code: "USD")).format(-3, in: .english) == "-$3.00")
        #expect(yuan.name(in: .simplifiedChinese) == "人民币")
    }

    @Test func calendarDaysCountAcrossMonthsYearsAndLeapDays() throws {
        let epoch = try #require(CalendarDate("2000-01-01"))
        #expect(CalendarDate(dayNumber: epoch.dayNumber) == epoch)
        #expect(try #require(CalendarDate("2024-02-28")).days(until: try #require(CalendarDate("2024-03-01"))) == 2)
        #expect(try #require(CalendarDate("2026-12-31")).days(until: try #require(CalendarDate("2027-01-01"))) == 1)
        #expect(CalendarDate(Date(timeIntervalSince1970: 1_800_000_000)).description == "2027-01-15")
        for number in stride(from: 10_000, to: 40_000, by: 97) { #expect(CalendarDate(dayNumber: number).dayNumber == number) }
    }
}

extension MoneyAndCurrencyTests {
    @Test func theFastISOTextIsWhatFoundationWrites() {
        for seconds in stride(from: -86_401.0, to: 4_102_444_800, by: 7_654_321.5) {
            let date = Date(timeIntervalSince1970: seconds.rounded(.down))
            #expect(date.isoText == date.formatted(.iso8601))
        }
    }

    @Test func centsRoundTripThroughAmounts() {
        for cents: Int64 in [0, 1, 9, 10, 99, 100, 12_345, -250, 100_000_000_000_000] {
            #expect(Money.cents(Money.amount(cents: cents)) == cents)
            #expect(Money.amount(cents: cents) == Decimal(cents) / 100)
        }
    }

    @Test func centsCutOffFractionDigitsBeyondTwo() throws {
        let cases: [(String, Int64)] = [
            ("12.345", 1234), ("-2.509", -250), ("0.001", 0), ("1200.5", 120_050), ("7", 700), ("-0.99", -99),
            ("1000000000000", 100_000_000_000_000), ("0.125", 12),
        ]
        for (text, cents) in cases {
            #expect(Money.cents(try #require(Decimal(string: text))) == cents, "\(text)")
        }
    }
}
