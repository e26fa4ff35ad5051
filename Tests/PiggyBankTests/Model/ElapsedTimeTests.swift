import Testing

@testable import PiggyBank

struct ElapsedTimeTests {
    func elapsed(_ start: String, _ end: String) throws -> ElapsedTime {
        ElapsedTime(from: try #require(CalendarDate(start)), to: try #require(CalendarDate(end)))
    }

    @Test func shortTimesAreDaysThenMonthsThenYearsAndMonths() throws {
        #expect(try elapsed("2026-03-01", "2026-03-01") == .sameDay)
        #expect(try elapsed("2026-03-01", "2026-03-02") == .days(1))
        #expect(try elapsed("2026-03-01", "2026-04-29") == .days(59))
        #expect(try elapsed("2026-03-01", "2026-04-30") == .months(1), "60 days read as months")
        #expect(try elapsed("2026-01-31", "2026-04-30") == .months(2), "a month is whole once its day comes round")
        #expect(try elapsed("2026-01-31", "2026-05-01") == .months(3))
        #expect(try elapsed("2025-02-10", "2026-02-10") == .years(1, months: 0))
        #expect(try elapsed("2024-02-29", "2026-05-28") == .years(2, months: 2))
    }
}
