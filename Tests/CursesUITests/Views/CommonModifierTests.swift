import CursesUI
import CursesUITestSupport
import Testing

/// Modifiers ordinary SwiftUI programs use on lists, gestures, shortcuts and presentations:
/// the ones with a terminal meaning act, the rest compile and leave the screen as it was.
@MainActor
struct CommonModifierTests {
    struct Tapping: View {
        @State private var taps = 0
        @State private var presses = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Taps: \(taps)").onTapGesture { taps += 1 }
                Text("Presses: \(presses)").onLongPressGesture { presses += 1 }
                Button("Reset") { taps = 0 }
            }
        }
    }

    @Test func aTappableTextTakesFocusAndEnterOrSpaceTapsIt() {
        let driver = Driver(size: Size(width: 20, height: 4)) { Tapping() }
        #expect(driver.terminal.screen[0, 0].style.reverse, "the first tappable view has focus, shown reversed")
        driver.press(.enter, .character(" "))
        driver.expectLines(["Taps: 2", "Presses: 0", "[ Reset ]"])
        driver.press(.tab, .enter)
        driver.expectLine(1, "Presses: 1")
        #expect(!driver.terminal.screen[0, 0].style.reverse)
        driver.press(.tab, .enter)
        driver.expectLine(0, "Taps: 0")
    }

    struct Rows: View {
        @State private var chosen = "none"
        var body: some View {
            VStack(alignment: .leading) {
                List {
                    ForEach(["Apples", "Pears", "Plums"], id: \.self) { fruit in
                        Text(fruit).onTapGesture { chosen = fruit }
                    }
                }
                .frame(height: 3)
                Text("Chosen: \(chosen)")
            }
        }
    }

    @Test func enterOnAListRowRunsItsTapGesture() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Rows() }
        driver.press(.down)  // the list starts on its first row
        driver.press(.enter)
        #expect(driver.lines.contains("Chosen: Pears"))
    }

    struct Shortcuts: View {
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") { log += "s" }.keyboardShortcut("s", modifiers: .command)
                Button("Quit") { log += "q" }.keyboardShortcut("q", modifiers: .control)
                Button("Open") { log += "o" }.keyboardShortcut("o", modifiers: [.option])
                Text("log: \(log)")
            }
        }
    }

    @Test func commandShortcutsAnswerThePlainKeyControlAndOptionTheirTerminalKeys() {
        let driver = Driver(size: Size(width: 20, height: 4)) { Shortcuts() }
        driver.press(.character("s"), .control("q"), .alt("o"), .character("q"))
        driver.expectLine(3, "log: sqo")  // the plain q is not Ctrl-Q
    }

    struct Keypad: View {
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Seven") { log += "7" }
                Button("Equals") { log += "=" }.keyboardShortcut(.defaultAction)
                List {
                    Button {
                        log += "r"
                    } label: {
                        HStack { Text("Row") }
                    }
                }
                .frame(height: 1)
                Text("log: \(log)")
            }
        }
    }

    @Test func returnGoesToTheDefaultActionUnlessTheUserMovedToAButtonAndSpacePressesTheFocusedOne() {
        let driver = Driver(size: Size(width: 20, height: 4)) { Keypad() }
        driver.press(.enter, .character(" "), .tab, .enter)
        driver.expectLine(3, "log: =7=")
        driver.press(.tab, .enter)
        driver.expectLine(3, "log: =7=r")  // a list row keeps Return for itself
        driver.press(.backTab, .backTab, .enter)
        driver.expectLine(3, "log: =7=r7")  // a button the user moved to keeps it too
    }

    struct Editing: View {
        @State private var editing = true
        var body: some View {
            Text(editing ? "sheet open" : "sheet closed")
                .sheet(isPresented: $editing) { Form() }
        }

        struct Form: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View {
                VStack {
                    Text("Unsaved")
                    Button("Discard") { presentationMode.wrappedValue.dismiss() }
                }
                .interactiveDismissDisabled()
            }
        }
    }

    @Test func interactiveDismissDisabledKeepsASheetOpenOnEscUntilItsButtonClosesIt() {
        let driver = Driver(size: Size(width: 30, height: 8)) { Editing() }
        #expect(driver.screen.contains("Unsaved"))
        driver.press(.escape)
        #expect(driver.screen.contains("Unsaved"), "Esc does not close it")
        driver.press(.enter)
        #expect(!driver.screen.contains("Unsaved"))
        #expect(driver.lines[0].hasPrefix("sheet closed"))
    }

    struct Covers: View {
        @State private var covering = false
        @State private var popping = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Cover") { covering = true }
                Button("Pop") { popping = true }
            }
            .fullScreenCover(isPresented: $covering) { Text("Cover") }
            .popover(isPresented: $popping) { Text("Tip") }
        }
    }

    @Test func aFullScreenCoverFillsTheScreenAndAPopoverIsABoxItsSize() {
        let driver = Driver(size: Size(width: 30, height: 10)) { Covers() }
        driver.press(.enter)
        // Every cell, no frame: the buttons behind are gone; the text centred, as on iOS.
        driver.expectLines(["", "", "", "", String(repeating: " ", count: 12) + "Cover", ""])
        driver.press(.escape, .tab, .enter)
        let margin = String(repeating: " ", count: 11)
        driver.expectLines(["╔═════╗", "║ Tip ║", "╚═════╝"].map { margin + $0 + margin + " " }, from: 3)
    }

    struct Styled: View {
        let decorated: Bool
        @Environment(\.scenePhase) private var phase
        var body: some View {
            if decorated {
                List {
                    Section("Fruit") {
                        Text("Apples").listRowSeparator(.hidden).listRowInsets(EdgeInsets()).listRowBackground(Text("x"))
                        Text(phase == .active ? "active" : "not active").help("a tip").allowsHitTesting(false)
                    }
                    .headerProminence(.increased)
                }
                .listStyle(.insetGrouped)
                .formStyle(.grouped)
                .navigationBarBackButtonHidden()
                .toolbar(.hidden, for: .navigationBar, .tabBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .submitScope()
            } else {
                List {
                    Section("Fruit") {
                        Text("Apples")
                        Text(phase == .active ? "active" : "not active")
                    }
                }
            }
        }
    }

    @Test func listAndChromeModifiersWithoutATerminalMeaningLeaveTheScreenAsItWas() {
        let plain = Driver(size: Size(width: 24, height: 6)) { Styled(decorated: false) }
        let decorated = Driver(size: Size(width: 24, height: 6)) { Styled(decorated: true) }
        #expect(decorated.lines == plain.lines)
        #expect(plain.screen.contains("active"))
    }
}
