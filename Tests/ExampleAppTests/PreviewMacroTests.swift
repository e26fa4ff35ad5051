import CursesUIPreviews
import CursesUITestSupport
import Testing

// SwiftUI's forms of #Preview compile with `import CursesUI` once the target depends on
// CursesUIPreviews: each expands to a type declaration and runs nothing.
#Preview {
    Text("Unnamed")
}

#Preview("Named") {
    Text("One")
    Text("Two")
}

#Preview(traits: .sizeThatFitsLayout) {
    Text("Fits")
}

#Preview("With traits", traits: .landscapeLeft, .fixedLayout(width: 40, height: 10)) {
    let greeting = "Hello"
    return Text(greeting)
}

/// The `Preview` a `#Preview` makes: its name, its traits (accepted, no effect) and its view.
@MainActor
struct PreviewMacroTests {
    @Test func aPreviewShowsItsViewAndKeepsItsNameAndTraits() {
        let preview = Preview("Named", traits: .sizeThatFitsLayout, .portrait) {
            VStack {
                Text("One")
                Text("Two")
            }
        }
        #expect(preview.name == "Named")
        #expect(preview.traits.count == 2)
        let driver = Driver(size: Size(width: 10, height: 2)) { preview.makeView() }
        driver.expectLines(["One", "Two"])
    }
}
