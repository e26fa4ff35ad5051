import CursesUI
import CursesUITestSupport
import Foundation
import Testing

/// Small differences from iOS that programs ran into: a time shown in the locale's clock, a
/// segmented picker without its label, and emoji that terminals draw two cells wide.
@MainActor
struct SmallGapTests {
    static let evening = ISO8601DateFormatter().date(from: "2026-05-04T19:05:00Z")!

    struct SentAt: View {
        @State var locale: Locale
        var body: some View {
            VStack(alignment: .leading) {
                Text(SmallGapTests.evening, style: .time)
                Text("Sent \(SmallGapTests.evening, style: .time)")
                Button("Germany") { locale = Locale(identifier: "de_DE") }
            }
            .environment(\.locale, locale)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func aTimeFollowsTheLocalesClockAsTheDatePickerDoes() {
        let driver = Driver(size: Size(width: 20, height: 3)) { SentAt(locale: Locale(identifier: "en_US")) }
        driver.expectLines(["7:05 PM", "Sent 7:05 PM", "[ Germany ]"])
        driver.press(.enter)
        driver.expectLines(["19:05", "Sent 19:05", "[ Germany ]"])
    }

    struct Sizes: View {
        @State private var size = 1
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                }
                .pickerStyle(.segmented)
                Text("size=\(size)")
            }
        }
    }

    @Test func aSegmentedPickerShowsNoLabelAsOnIOS() {
        let driver = Driver(size: Size(width: 20, height: 2)) { Sizes() }
        driver.expectLines(["[   S    ]|    M", "size=1"])
        driver.press(.right)
        driver.expectLines(["    S     |[   M   ]", "size=2"])
    }

    struct Tools: View {
        var body: some View {
            VStack(alignment: .trailing, spacing: 0) {
                Text("🗑|")
                Text("🖌|")
                Label("Trash", systemImage: "trash")
                Text("abcdef")
            }
        }
    }

    @Test func textDefaultEmojiTakeTwoColumnsWhereTextIsMeasured() {
        #expect(DisplayWidth.of("🗑" as Character) == 2)
        #expect(DisplayWidth.of("🖌 Paint") == 8)
        let driver = Driver(size: Size(width: 10, height: 4)) { Tools() }
        // The stack is as wide as the label's 8 columns: 🗑 2, a space, Trash 5.
        driver.expectLines(["     🗑|", "     🖌|", "🗑 Trash", "  abcdef"])
        #expect(driver.terminal.screen[5, 0].text == "🗑" && driver.terminal.screen[5, 0].width == 2)
        #expect(driver.terminal.screen[7, 0].text == "|" && driver.terminal.screen[7, 1].text == "|", "the bar after both columns")
    }
}
