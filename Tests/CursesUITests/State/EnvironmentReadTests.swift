import CursesUI
import CursesUITestSupport
import Testing

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "hello" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// `@Environment(\.key)` reads see the environment they are in after every change: rows that
/// share one environment, a value set above them again, and one overridden for a single row.
@MainActor
struct EnvironmentReadTests {
    struct Row: View {
        let number: Int
        @Environment(\.greeting) private var greeting
        @Environment(\.lineLimit) private var lineLimit

        var body: some View { Text("\(number) \(greeting) \(lineLimit.map(String.init) ?? "-")") }
    }

    struct Screen: View {
        @State private var greeting = "hi"
        @State private var limit: Int?

        var body: some View {
            VStack(alignment: .leading) {
                Button("Next") {
                    greeting += "!"
                    limit = (limit ?? 0) + 1
                }
                ForEach(1..<4) { number in Row(number: number) }
                Row(number: 4).environment(\.greeting, "bye")
                Row(number: 5)
                    .lineLimit(limit)
                    .environment(\.greeting, greeting)
            }
        }
    }

    @Test func rowsReadTheirEnvironmentAfterEachChange() {
        let driver = Driver(size: Size(width: 30, height: 8)) { Screen().environment(\.greeting, "hey") }
        driver.expectLines(["1 hey -", "2 hey -", "3 hey -", "4 bye -", "5 hi -"], from: 1)
        driver.press(.enter)
        driver.expectLines(["1 hey -", "2 hey -", "3 hey -", "4 bye -", "5 hi! 1"], from: 1)
        driver.press(.enter)
        driver.expectLines(["1 hey -", "2 hey -", "3 hey -", "4 bye -", "5 hi!! 2"], from: 1)
    }
}
