import CursesUI
import CursesUITestSupport
import Testing

/// `onGeometryChange(for:of:action:)` as programs use it to keep a view's measured size in
/// state: the action runs after layout, with the first value and with each change.
@MainActor
struct GeometryChangeTests {
    struct Growing: View {
        @State private var text = "one"
        @State private var height = 0
        @State private var widths: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("height=\(height) widths=\(widths.joined(separator: ","))")
                Button("Grow") { text = "one\ntwo\nthree" }
                Text(text)
                    .onGeometryChange(for: Int.self) { proxy in
                        Int(proxy.size.height)
                    } action: {
                        height = $0
                    }
                    .onGeometryChange(for: Int.self) { proxy in
                        Int(proxy.size.width)
                    } action: { old, new in
                        widths.append("\(old)>\(new)")
                    }
            }
        }
    }

    @Test func theActionRunsAfterLayoutWithTheFirstValueAndEachChange() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Growing() }
        driver.expectLines(["height=1 widths=", "[ Grow ]", "one"])
        driver.press(.enter)
        driver.expectLines(["height=3 widths=3>5", "[ Grow ]", "one", "two", "three"])
    }
}
