/// An ``ElapsedTime`` in words, each count in its plural form: "3 days", "1 year and 2 months".
enum ElapsedTimeText {
    /// "It took 3 months." or, for the same day, that it was reached the day it began.
    static func took(_ time: ElapsedTime, _ strings: Strings) -> String {
        switch time {
        case .sameDay: strings["goal.took.sameDay"]
        case .days(let days): strings("goal.took", strings.count("duration.days", days))
        case .months(let months): strings("goal.took", strings.count("duration.months", months))
        case .years(let years, 0): strings("goal.took", strings.count("duration.years", years))
        case .years(let years, let months):
            strings(
                "goal.took",
                strings("duration.yearsAndMonths", strings.count("duration.years", years), strings.count("duration.months", months)))
        }
    }
}
