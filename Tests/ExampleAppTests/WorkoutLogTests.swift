import CursesUI
import CursesUITestSupport
import Testing

@testable import WorkoutLog

/// Examples/WorkoutLog, driven as PROGRAMS.md drives it on iOS: workouts grouped by week with
/// their totals, a workout added through the sheet, and the stopwatch that saves its time as a
/// workout. The sample dates are relative to today, so the tests read rows, not week headers.
@MainActor
struct WorkoutLogTests {
    func launch() -> Driver {
        var environment = EnvironmentValues.appMain
        environment.appStorage = ObservableKeyValueStore(InMemoryKeyValueStore())
        return Driver(size: Size(width: 80, height: 30), environment: environment, app: WorkoutLogApp())
    }

    /// The row of a workout of `kind`, after its icon.
    func row(_ icon: String, _ kind: String, in driver: Driver) -> Int? {
        // The symbol is centred in its 30-point (4-column) frame.
        driver.lines.firstIndex { $0.hasPrefix("  \(icon)") && $0.dropFirst(3).trimmingCharacters(in: .whitespaces).hasPrefix(kind + " ") }
    }

    @Test func theLogShowsEachWorkoutWithItsDurationAndDistance() throws {
        let driver = launch()
        driver.expectLines([
            "[☰ Log]| ⏱ Stopwatch",
            "Workouts                                                                   [ + ]",
            "This Week",
        ])
        driver.expectLine(5, " Goal: 150 min                                                            [−|+]")
        let run = try #require(row("🏃", "Run", in: driver))
        #expect(driver.lines[run].hasSuffix("32 min") && driver.lines[run + 1].hasSuffix("5.2 km"))
        let ride = try #require(row("🚲", "Ride", in: driver))
        #expect(driver.lines[ride].hasSuffix("1 hr, 30 min") && driver.lines[ride + 1].hasSuffix("31.5 km"))
        let strength = try #require(row("💪", "Strength", in: driver))
        #expect(driver.lines[strength].hasSuffix("45 min"))
        let footers = driver.lines.compactMap { line -> (Int, Int)? in
            let words = line.split(separator: " ")
            guard words.count == 4, words[1].hasPrefix("workout"), let count = Int(words[0]), let minutes = Int(words[2]) else {
                return nil
            }
            return (count, minutes)
        }
        #expect(footers.map(\.0).reduce(0, +) == 4 && footers.map(\.1).reduce(0, +) == 207, "each week's footer: \(footers)")
        // The swim (ten days ago) shares the ride's week (eight days ago) on some weekdays.
        let calendar = Calendar.current
        let daysAgo = { (days: Int) in calendar.date(byAdding: .day, value: -days, to: .now)! }
        let swimWithRide = calendar.isDate(daysAgo(10), equalTo: daysAgo(8), toGranularity: .weekOfYear)
        let swimWeek = swimWithRide ? "2 workouts, 130 minutes" : "1 workout, 40 minutes"
        #expect(driver.lines.contains(swimWeek), "the swim's week, ten days ago")
        driver.tabTo("Goal")
        driver.press(.character("+"))
        driver.expectLine(5, " Goal: 180 min                                                            [−|+]")
    }

    @Test func aWorkoutAddedThroughTheSheetCountsThisWeek() throws {
        let driver = launch()
        let before = driver.lines[3]
        driver.tabTo("[ + ]")
        driver.press(.enter)
        #expect(driver.screen.contains("New Workout"))
        driver.press(.enter, .down, .enter)  // Type: Ride
        driver.tabTo("Duration")
        driver.press(.character("+"), .character("+"))  // 30 + 10 minutes
        #expect(driver.screen.contains("Duration: 40 min" + String(repeating: " ", count: 50) + "[−|+]"))
        driver.tabTo("Track distance")
        driver.press(.character(" "))  // no distance
        #expect(!driver.screen.contains("Distance (km)"))
        driver.tabTo("Save")
        driver.press(.enter)
        #expect(!driver.screen.contains("New Workout"))
        let minutes = { (line: String) in Int(line.split(separator: " ").first { Int($0) != nil } ?? "") ?? -1 }
        #expect(minutes(driver.lines[3]) == minutes(before) + 40, "\(before) → \(driver.lines[3])")
        let ride = try #require(row("🚲", "Ride", in: driver))
        #expect(driver.lines[ride].hasSuffix("40 min") && !driver.lines[ride + 1].hasSuffix("km"))
    }

    @Test func theStopwatchCountsAndSavesItsTimeAsAWorkout() async {
        let driver = launch()
        driver.press(.alt("2"))
        // The stopwatch's column is centred below the bar, as on iOS.
        driver.expectLines(
            ["Stopwatch"] + Array(repeating: "", count: 10) + [
                "                                    00:00.0", "", "", "                            [ Start ]     [ Reset ]", "", "",
                "                              [ Save as Workout ]",
            ], from: 1)
        let time = { String(driver.lines[12].drop { $0 == " " }) }
        driver.press(.enter)  // Start
        #expect(driver.lines[15].hasPrefix("                            [ Pause ]"))
        #expect(await driver.waitUntil { time() >= "00:00.3" }, "the timeline ticks without a key")
        driver.press(.enter)  // Pause
        let stopped = time()
        try? await Task.sleep(for: .milliseconds(300))
        _ = await driver.waitUntil { true }
        #expect(time() == stopped, "paused")
        driver.tabTo("Save as Workout")
        driver.press(.enter)
        #expect(driver.lines[0] == "[☰ Log]| ⏱ Stopwatch")
        // The minutes saved are the stopped time rounded, at least one (the test's clock runs on
        // while other tests hold the main actor, so the time stopped at varies).
        // The time shown is to a tenth, so the time saved is within half a tenth of it.
        let seconds = Double(Int(stopped.prefix(2))! * 60) + Double(stopped.dropFirst(3))!
        let rows = Set([seconds - 0.05, seconds + 0.05].map { max(1, Int(($0 / 60).rounded())) }).map { minutes in
            let label = "Duration: \(minutes) min"
            return label + String(repeating: " ", count: 66 - label.count) + (minutes == 1 ? "[ |+]" : "[−|+]")
        }
        let duration = driver.lines.first { $0.contains("Duration: ") } ?? ""
        #expect(driver.screen.contains("New Workout"))
        #expect(rows.contains { duration.contains($0) }, "\(stopped) saved as one of \(rows)")
    }
}
