import CursesUI
import CursesUITestSupport
import Testing

/// `.refreshable` on a list whose rows take no focus: Ctrl-R refreshes it from wherever the
/// focus is on the screen (here the toolbar's button), as a pull does on iOS.
@MainActor
struct RefreshableTests {
    struct Days: View {
        @State private var days = ["Mon", "Tue"]
        @State private var refreshes = 0

        var body: some View {
            NavigationStack {
                List {
                    ForEach(days, id: \.self) { Text($0) }
                }
                .refreshable {
                    try? await Task.sleep(for: .milliseconds(5))
                    refreshes += 1
                    days.append("Day \(refreshes + 2)")
                }
                .navigationTitle("Week")
                .toolbar {
                    Button("Clear") { days = [] }
                }
            }
        }
    }

    @Test func ctrlRRefreshesTheListWhileTheToolbarHasTheFocus() async {
        let driver = Driver(size: Size(width: 30, height: 5)) { Days() }
        driver.expectLines(["Week                 [ Clear ]", "Mon", "Tue"])
        #expect(driver.terminal.screen[21, 0].style.reverse, "the toolbar's button has the focus")
        #expect(driver.app.keyHelp.entries.contains(KeyHelp("Ctrl-R", "refresh")))
        driver.press(.control("r"))
        #expect(await driver.waitUntil { driver.lines.count > 3 && driver.lines[3] == "Day 3" })
        driver.expectLines(["Week                 [ Clear ]", "Mon", "Tue", "Day 3"])
    }
}
