import CursesUI
import CursesUITestSupport
import Testing

@testable import HabitTracker

/// Examples/HabitTracker, driven as PROGRAMS.md drives it on iOS: three habits at first launch;
/// Read's leading swipe action (→ here) Done counts it and checks it green; Walk's detail
/// "Mark as Done Today" counts it once, turns itself off and shows "Last completed"; + adds a
/// habit through the half-height sheet, and the habits outlive the run (the store keeps them in
/// `UserDefaults`); a habit goes with its trailing Delete action or Del in edit mode.
@MainActor
struct HabitTrackerTests {
    static let saveKey = "SavedHabits"

    /// A first launch: nothing saved yet.
    func firstLaunch() -> Driver {
        UserDefaults.standard.removeObject(forKey: Self.saveKey)
        return Driver(environment: .appMain, app: HabitTrackerApp())
    }

    func forgetSavedHabits() { UserDefaults.standard.removeObject(forKey: Self.saveKey) }

    static let firstScreen = [
        "Habits                                                            [ Edit ] [ + ]",
        "○ Drink water                                                              0  ›",
        "  Eight glasses a day.",
        "○ Read                                                                     0  ›",
        "  At least twenty pages before bed.",
        "○ Walk                                                                     0  ›",
        "  A 30 minute walk outside.",
    ]

    @Test func readsDoneActionCountsItAndChecksItOffInGreen() {
        defer { forgetSavedHabits() }
        let driver = firstLaunch()
        driver.expectLines(Self.firstScreen + [""])
        driver.tabTo("Read")
        driver.press(.right)  // the row's actions, as a swipe shows them: the leading one first
        #expect(driver.screen.contains("[ ✓ Done ]") && driver.screen.contains("[ 🗑 Delete ]"))
        driver.press(.enter)
        driver.expectLines(
            [
                "✓ Read                                                                     1  ›",
                "  At least twenty pages before bed.",
            ], from: 3)
        #expect(driver.terminal.screen[0, 3].style.foreground == .green)
        #expect(driver.terminal.screen[0, 1].style.foreground != .green, "Drink water is not done")
    }

    @Test func markAsDoneTodayCountsOnceTurnsItselfOffAndShowsWhen() {
        defer { forgetSavedHabits() }
        let driver = firstLaunch()
        driver.tabTo("Walk")
        driver.press(.enter)
        #expect(
            driver.fieldLines[0...8] == [
                "Habits › Walk",
                " Habit",
                "  Walk",
                "  A 30 minute walk outside.",
                "",
                "",
                " Progress",
                "  Completed 0 times" + String(repeating: " ", count: 55) + "[ |+]",
                "  [ ✓ Mark as Done Today ]",
            ])
        driver.tabTo("Mark as Done Today")
        driver.press(.enter)
        driver.expectLines(
            [
                "  Completed 1 time                                                        [−|+]",
                "  [ ✓ Mark as Done Today ]",
                "  Last completed                                                            now",
            ], from: 7)
        #expect(driver.terminal.screen[4, 8].style.dim, "done today: the button is off")
        driver.press(.escape)
        driver.expectLines(
            Array(Self.firstScreen[0...4]) + [
                "✓ Walk                                                                     1  ›",
                "  A 30 minute walk outside.",
            ])
    }

    @Test func plusAddsAHabitAndTheHabitsOutliveTheRun() {
        defer { forgetSavedHabits() }
        let driver = firstLaunch()
        driver.tabTo("[ + ]")
        driver.press(.enter)
        // .presentationDetents([.medium]): half the screen, at the bottom, the list above it.
        driver.expectLines(Self.firstScreen + ["", "", "", "", " ╔" + String(repeating: "═", count: 76) + "╗"])
        #expect(driver.lines[12].contains("New Habit") && driver.lines[12].hasSuffix("[ Cancel ] [ Add ] ║"))
        driver.expectLine(22, " ╚" + String(repeating: "═", count: 76) + "╝")
        driver.type("Stretch")
        driver.press(.tab)
        driver.type("Ten minutes every morning.")
        driver.tabTo("Add")
        driver.press(.enter)
        #expect(!driver.screen.contains("New Habit"))
        let added = [
            "○ Stretch                                                                  0  ›",
            "  Ten minutes every morning.",
        ]
        driver.expectLines(Self.firstScreen + added)
        driver.tabTo("Read")
        driver.press(.right, .enter)  // Done

        let relaunched = Driver(environment: .appMain, app: HabitTrackerApp())
        relaunched.expectLines(
            Array(Self.firstScreen[0...2]) + [
                "✓ Read                                                                     1  ›",
                "  At least twenty pages before bed.",
            ] + Array(Self.firstScreen[5...6]) + added)
    }

    @Test func aHabitGoesWithItsDeleteActionOrDelInEditMode() {
        defer { forgetSavedHabits() }
        let driver = firstLaunch()
        driver.tabTo("Drink water")
        driver.press(.right)
        driver.tabTo("Delete")
        driver.press(.enter)
        driver.expectLines([Self.firstScreen[0]] + Array(Self.firstScreen[3...6]) + [""])

        driver.tabTo("Edit")
        driver.press(.enter)
        driver.expectLines([
            "Habits                                                            [ Done ] [ + ]",
            "⊖ ○ Read                                                                 0  › ≡",
            "    At least twenty pages before bed.",
            "⊖ ○ Walk                                                                 0  › ≡",
            "    A 30 minute walk outside.",
        ])
        driver.tabTo("Walk")
        driver.press(.altUp)  // onMove: Walk above Read
        driver.expectLine(1, "⊖ ○ Walk                                                                 0  › ≡")
        driver.press(.delete)
        driver.expectLines([
            "Habits                                                            [ Done ] [ + ]",
            "⊖ ○ Read                                                                 0  › ≡",
            "    At least twenty pages before bed.",
            "",
        ])
    }
}
