import CursesUI
import CursesUITestSupport
import Testing

/// `Text(_:format:)`, a formatted value in a text's interpolation and `LabeledContent`'s
/// formatted value are written in the environment's `\.locale`, as SwiftUI writes them.
@MainActor
struct TextFormatLocaleTests {
    struct Amounts: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text(1234.5, format: .number)
                Text(Decimal(50), format: .currency(code: "EUR"))
                Text("Total: \(0.25, format: .percent)")
                LabeledContent("Paid", value: 1234.5, format: .number)
            }
        }
    }

    @Test func formattedValuesFollowTheEnvironmentsLocale() {
        let driver = Driver(size: Size(width: 20, height: 4)) {
            Amounts().environment(\.locale, Locale(identifier: "de_DE"))
        }
        // German writes a no-break space before the euro and the percent signs.
        driver.expectLines(["1.234,5", "50,00\u{00A0}€", "Total: 25\u{00A0}%", "Paid         1.234,5"])
    }

    @Test func withoutALocaleTheyFollowTheProcesssOwn() {
        let driver = Driver(size: Size(width: 20, height: 1)) { Text(1234.5, format: .number) }
        driver.expectLine(0, (1234.5).formatted(.number))
    }

    struct Switching: View {
        @State private var isGerman = false

        var body: some View {
            VStack(alignment: .leading) {
                Text(1234.5, format: .number.locale(Locale(identifier: "en_US")))
                Button("Switch") { isGerman.toggle() }
            }
            .environment(\.locale, Locale(identifier: isGerman ? "de_DE" : "en_US"))
        }
    }

    @Test func aTextIsWrittenAgainWhenTheLocaleChanges() {
        let driver = Driver(size: Size(width: 20, height: 2)) { Switching() }
        driver.expectLine(0, "1,234.5")
        driver.press(.enter)
        driver.expectLine(0, "1.234,5")
        driver.press(.enter)
        driver.expectLine(0, "1,234.5")
    }
}
