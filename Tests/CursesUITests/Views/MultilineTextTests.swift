import CursesUI
import CursesUITestSupport
import Testing

/// `TextField(axis: .vertical)` with line limits, and `TextEditor`, typed into and moved
/// around with keys.
@MainActor
struct MultilineTextTests {
    struct Habit: View {
        @State private var details = ""
        @State private var submitted = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Description", text: $details, axis: .vertical)
                    .lineLimit(2...3)
                    .onSubmit { submitted = details }
                Text("saved: \(submitted)")
            }
        }
    }

    @Test func aVerticalFieldKeepsItsFewestRowsGrowsWithItsTextThenScrolls() {
        let driver = Driver(size: Size(width: 10, height: 4)) { Habit() }
        driver.expectLines(["Descriptio", "__________", "saved:", ""])
        driver.type("one two three")
        driver.expectLines(["one two___", "three_____", "saved:", ""])
        driver.type(" four five six")
        driver.expectLines(["one two___", "three four", "five six__", "saved:"])
        driver.type(" seven")
        driver.expectLines(["three four", "five six__", "seven_____", "saved:"])
        driver.press(.up, .up, .up)
        driver.expectLines(["one two___", "three four", "five six__", "saved:"])
    }

    @Test func enterSubmitsAVerticalFieldAndAltEnterStartsANewLine() {
        let driver = Driver(size: Size(width: 10, height: 4)) { Habit() }
        driver.type("Run")
        driver.press(.alt("\n"))
        driver.type("daily")
        driver.expectLines(["Run_______", "daily_____", "saved:", ""])
        driver.press(.enter)
        driver.expectLines(["Run_______", "daily_____", "saved: Run", "daily"])
    }

    struct Note: View {
        @State var text = ""
        @State private var presses = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextEditor(text: $text)
                    .font(.body)
                    .scrollContentBackground(.hidden)
                Button("Done \(presses)") { presses += 1 }
            }
        }
    }

    @Test func aTextEditorTakesNewlinesMovesInTwoDimensionsAndTabLeavesIt() {
        let driver = Driver(size: Size(width: 12, height: 4)) { Note() }
        driver.type("first line")
        driver.press(.enter)
        driver.type("ab")
        driver.expectLines(["first line", "ab", "", "[ Done 0 ]"])
        driver.press(.up)
        driver.type("X")
        driver.expectLines(["fiXrst line", "ab", "", "[ Done 0 ]"])
        driver.press(.down, .end)
        driver.type("c")
        driver.expectLine(1, "abc")
        driver.press(.tab, .enter)
        driver.expectLine(3, "[ Done 1 ]")
    }

    @Test func aTextEditorScrollsToKeepTheCaretInView() {
        let driver = Driver(size: Size(width: 12, height: 4)) { Note() }
        for line in ["one", "two", "three", "four"] {
            driver.type(line)
            driver.press(.enter)
        }
        driver.type("five")
        driver.expectLines(["three", "four", "five", "[ Done 0 ]"])
        driver.press(.pageUp)
        driver.expectLines(["three", "four", "five", "[ Done 0 ]"])
        driver.press(.up, .up, .up)
        driver.expectLines(["one", "two", "three", "[ Done 0 ]"])
    }

    @Test func wideCharactersWrapByTheirColumns() {
        let driver = Driver(size: Size(width: 10, height: 3)) { Note() }
        driver.type("汉字汉字汉字汉字")
        driver.expectLines(["汉字汉字汉", "字汉字", "[ Done 0 ]"])
        driver.press(.up)
        driver.type("a")
        driver.expectLines(["汉字汉a字", "汉字汉字", "[ Done 0 ]"])
        #expect(driver.terminal.cursor == Point(x: 7, y: 0))
    }

    @Test func lineLimitForms() {
        let driver = Driver(size: Size(width: 6, height: 8)) {
            VStack(alignment: .leading, spacing: 0) {
                TextField("a", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)
                TextField("b", text: .constant(""), axis: .vertical).lineLimit(2...)
                TextField("c", text: .constant("x y z w"), axis: .vertical).lineLimit(...1)
                TextField("d", text: .constant(""), axis: .vertical).lineLimit(1)
            }
        }
        driver.expectLines(["a_____", "______", "______", "b_____", "______", "w_____", "d_____", ""])
    }
}

extension MultilineTextTests {
    @Test func aTextEditorInAScrollViewIsAsTallAsItsText() {
        let driver = Driver(size: Size(width: 12, height: 6)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    TextEditor(text: .constant("one\ntwo\nthree\nfour"))
                    Text("after")
                }
            }
        }
        // Five rows on a screen of six: nothing to scroll, so no scroll indicator.
        driver.expectLines(["one", "two", "three", "four", "after", ""])
    }
}

extension MultilineTextTests {
    @Test func aPromptShowsInPlaceOfTheTitle() {
        let driver = Driver(size: Size(width: 12, height: 2)) {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: .constant(""), prompt: Text("Required"))
                TextField("Notes", text: .constant(""), prompt: nil, axis: .vertical)
            }
        }
        driver.expectLines(["Required____", "Notes_______"])
    }
}

extension MultilineTextTests {
    @Test func textContentTypeIsAcceptedAndLeavesTheFieldAsItWas() {
        let driver = Driver(size: Size(width: 14, height: 1)) {
            TextField("Display name", text: .constant("")).textContentType(.name)
        }
        driver.expectLines(["Display name__"])
    }
}
