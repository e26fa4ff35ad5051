import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct DialogAndHelpTests {
    struct Screen: View {
        @State var asking = false
        @State var log = ""
        @State var flag = false
        var body: some View {
            VStack {
                Text("log=\(log)")
                Button("Delete") { asking = true }
                Toggle("Archive", isOn: $flag)
                ProgressBar(value: 0.5).frame(width: 10)
                Spacer()
                HelpBar()
            }
            .onKeyPress(.character("d"), help: "delete") {
                log += "d"
                return .handled
            }
            .alert("Delete?", isPresented: $asking) {
                Button("Yes", role: .destructive) { log += "yes" }
                Button("No", role: .cancel) {}
            } message: {
                Text("Delete the bank and its records?")
            }
        }
    }

    @Test func dialogTrapsFocusUntilClosed() {
        let driver = Driver { Screen() }
        driver.press(.enter)
        assertSnapshot(driver.lines, named: "dialog-open")
        driver.press(.tab, .tab)  // Yes → No → Yes: never back to the screen
        driver.press(.character("d"))
        #expect(driver.fieldLines[0] == "log=", "keys do not reach the screen under the dialog")
        driver.press(.enter)
        #expect(driver.fieldLines[0] == "log=yes")
        driver.press(.character("d"))
        #expect(driver.fieldLines[0] == "log=yesd")
    }

    @Test func escapeClosesTheDialog() {
        let driver = Driver { Screen() }
        driver.press(.enter, .escape)
        #expect(!driver.screen.contains("Delete?"))
        #expect(driver.fieldLines[1] == "[ Delete ]")
    }

    @Test func helpBarListsTheKeysOfTheFocusedContextAfterTheKeyForAllOfThem() {
        let driver = Driver { Screen() }
        #expect(driver.fieldLines[23].hasPrefix("? keys · d delete · Enter press · Tab next"))
        driver.press(.tab)
        #expect(driver.fieldLines[23].hasPrefix("? keys · d delete · Space switch · Tab next"))
    }

    @Test func aNarrowHelpBarShowsWholeEntriesAndNoDanglingSeparator() {
        let driver = Driver { Screen() }
        driver.resize(width: 200, height: 24)
        let full = driver.fieldLines[23]
        for width in 20...79 {
            driver.resize(width: width, height: 24)
            let bar = driver.fieldLines[23]
            #expect(bar == full || full.hasPrefix(bar + " · "), "at \(width) columns: \(bar)")
            let entries = full.components(separatedBy: " · "), shown = bar.components(separatedBy: " · ").count
            #expect(shown == entries.count || bar.count + 3 + entries[shown].count > width, "the next entry fits: \(bar)")
        }
    }

    @Test func questionMarkOpensTheFullHelpAndEscapeClosesIt() {
        let driver = Driver { Screen() }
        driver.press(.character("?"))
        #expect(driver.screen.contains("Keys"))
        #expect(driver.screen.contains("Ctrl-C         quit"))
        #expect(driver.screen.contains("d              delete"))
        driver.press(.escape)
        #expect(!driver.screen.contains("Ctrl-C         quit"))
    }

    @Test func toggleFlipsWithSpace() {
        let driver = Driver { Screen() }
        driver.press(.tab, .character(" "))
        #expect(driver.fieldLines[2] == "[x] Archive")
    }

    @Test func progressBarUsesPartialBlocks() {
        let driver = Driver { Screen() }
        #expect(driver.fieldLines[3] == "█████░░░░░")
        #expect(ProgressBar.text(value: 0.43, width: 10) == "████▎░░░░░")
    }

    @Test func clickFocusesAFieldAndPressesAButton() {
        struct Clickable: View {
            @State var text = ""
            @State var presses = 0
            var body: some View {
                VStack {
                    Button("Press") { presses += 1 }
                    TextField("type", text: $text)
                    Text("presses=\(presses)")
                }
            }
        }
        let driver = Driver { Clickable() }
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 5, y: 1))))
        driver.type("x")
        #expect(driver.fieldLines[1] == "x")
        driver.press(.mouse(MouseEvent(kind: .press, position: Point(x: 2, y: 0))))
        #expect(driver.fieldLines[2] == "presses=1")
    }
}

extension DialogAndHelpTests {
    struct NewDeck: View {
        @State private var naming = false
        @State private var name = ""
        @State private var decks: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("decks: \(decks.joined(separator: ", "))")
                Button("New Deck") { naming = true }
            }
            .alert("New Deck", isPresented: $naming) {
                TextField("Name", text: $name)
                Button("Cancel", role: .cancel) { name = "" }
                Button("Create") {
                    decks.append(name)
                    name = ""
                }
            }
        }
    }

    @Test func returnInAnAlertsTextFieldPressesItsFirstActionThatIsNotCancel() {
        let driver = Driver(size: Size(width: 40, height: 10)) { NewDeck() }
        driver.press(.enter)
        driver.type("Spanish")
        driver.expectLines(["   ║ Spanish_______________________ ║", "   ║ [ Cancel ] [ Create ]          ║"], from: 4)
        driver.press(.enter)
        #expect(!driver.screen.contains("New Deck ═"), "the alert closed")
        driver.expectLine(0, "decks: Spanish")
        driver.press(.enter, .escape)
        driver.expectLine(0, "decks: Spanish")
    }
}
