import FoundationEssentials
import Testing

@testable import PiggyBank

/// A record's time of day reads as the hour and minute of its ISO text, worked out alone.
struct DateTextTimeTests {
    @Test func theTimeIsTheHourAndMinuteOfTheISOText() {
        #expect(DateText.time(Date(timeIntervalSince1970: 0)) == "00:00")
        #expect(DateText.time(Date(timeIntervalSince1970: 1_764_460_800 + 9 * 3600 + 15 * 60 + 59.9)) == "09:15")
        let samples: [Double] = [
            -30_610_224_000, -30_610_224_001, -86_400.5, -1, 0.5, 59, 3_599, 86_399.99, 1_000_000_007, 253_402_300_799,
            253_402_300_800, 4e11, -4e11,
        ]
        for seconds in samples + (0..<500).map({ Double($0) * 7_919_351.3 - 1e9 }) {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(DateText.time(date) == String(date.isoText.dropFirst(11).prefix(5)), "at \(seconds)")
        }
    }
}
