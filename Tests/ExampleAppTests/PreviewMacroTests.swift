import CursesUIPreviews
import CursesUITestSupport
import Testing

@testable import CursesUI

// SwiftUI's forms of #Preview compile with `import CursesUI` once the target depends on
// CursesUIPreviews: each expands to a type declaration (and a record `--previews` finds) and
// runs nothing.
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
        let driver = Driver(size: Size(width: 10, height: 2), environment: .appMain) { preview.makeView() }
        driver.expectLines(["One", "Two"])
    }

    @Test func theProgramsPreviewsAreFoundInTheOrderTheyAreWritten() {
        let here = PreviewCatalog.registries.filter { $0.fileID.hasSuffix("/PreviewMacroTests.swift") }
        #expect(here.map { $0.makePreview().name } == [nil, "Named", nil, "With traits"])
        #expect(here.map { $0.line } == [10, 14, 19, 23])
        #expect(here.last?.makePreview().traits.count == 2)
        #expect(
            PreviewCatalog.registries.contains { $0.fileID == "UnitConverter/UnitConverterApp.swift" },
            "the linked example's #Preview too"
        )
        let listing = PreviewCatalog.listing.split(separator: "\n").filter { $0.contains("PreviewMacroTests.swift") }
        #expect(listing.count == 4)
        #expect(listing.first?.hasSuffix("  Preview  ExampleAppTests/PreviewMacroTests.swift:10") == true)
    }

    @Test func theCommandLineAsksForTheListOrOnePreview() {
        #expect(PreviewCommand(arguments: ["app"]) == nil)
        #expect(PreviewCommand(arguments: ["app", "--previews"]) == .list)
        #expect(PreviewCommand(arguments: ["app", "--preview", "2"]) == .show(2))
        #expect(PreviewCommand(arguments: ["app", "--preview"]) == .show(0), "no number: none of them, an error")
    }
}

/// A preview of the older kind, with the modifiers such previews use: it compiles and shows its
/// view unchanged.
struct GreetingPreviews: PreviewProvider {
    static var previews: some View {
        Text("Hello")
            .previewDisplayName("Greeting")
            .previewLayout(.fixed(width: 320, height: 80))
            .previewDevice("iPhone 15")
    }
}

@MainActor
struct PreviewProviderTests {
    @Test func aPreviewProvidersViewShowsAsItIs() {
        let driver = Driver(size: Size(width: 10, height: 1), environment: .appMain) { GreetingPreviews.previews }
        driver.expectLines(["Hello"])
        #expect(PreviewDevice(rawValue: "iPad").rawValue == "iPad")
    }
}
