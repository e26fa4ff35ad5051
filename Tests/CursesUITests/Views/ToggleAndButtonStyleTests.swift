import CursesUI
import CursesUITestSupport
import Testing

/// Toggle styles (built-in and written by the program), button styles and `.labelsHidden()`,
/// driven with keys as a user would.
@MainActor
struct ToggleAndButtonStyleTests {
    struct CheckmarkToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack(spacing: 1) {
                    Image(systemName: configuration.isOn ? "checkmark" : "circle")
                        .foregroundStyle(configuration.isOn ? Color.green : Color.gray)
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }

    struct Todo: View {
        @State private var isDone = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle(isOn: $isDone) { Text("Buy milk") }
                    .toggleStyle(CheckmarkToggleStyle())
                Text(isDone ? "done" : "to do")
            }
        }
    }

    @Test func aToggleStyleOfTheProgramsOwnDrawsTheToggleAndItsButtonSwitchesIt() {
        let driver = Driver(size: Size(width: 12, height: 2)) { Todo() }
        driver.expectLines(["○ Buy milk", "to do"])
        #expect(driver.terminal.screen[0, 0].style.reverse, "the style's button takes focus")
        driver.press(.enter)
        driver.expectLines(["✓ Buy milk", "done"])
        driver.press(.character(" "))
        driver.expectLines(["○ Buy milk", "to do"])
    }

    struct Styles: View {
        @State private var wifi = true
        @State private var bold = false
        @State private var sync = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Sync", isOn: $sync).toggleStyle(.checkbox)
                Toggle("Auto", isOn: $sync).toggleStyle(.automatic)
            }
        }
    }

    @Test func builtInToggleStylesHaveTerminalForms() {
        let driver = Driver(size: Size(width: 16, height: 4)) { Styles() }
        driver.expectLines(["Wi-Fi [on ]", "[ Bold ]", "[ ] Sync", "[ ] Auto"])
        driver.press(.enter, .tab, .enter, .tab, .character(" "))
        driver.expectLines(["Wi-Fi [off]", "[ Bold ]", "[x] Sync", "[x] Auto"])
        #expect(
            driver.terminal.screen[2, 1].style.bold && driver.terminal.screen[2, 1].style.foreground == .cyan,
            "a button toggle that is on is bold in the tint")
    }

    struct Buttons: View {
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Plain") { log += "p" }.buttonStyle(.plain)
                Button("Borderless") { log += "b" }.buttonStyle(.borderless)
                Button("Bordered") { log += "o" }.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Go") { log += "g" }.buttonStyle(.borderedProminent).controlSize(.large).tint(.green)
                Button("Auto") { log += "a" }.buttonStyle(.automatic)
                Text("log: \(log)")
            }
        }
    }

    @Test func buttonStylesDrawBracketsOrTheBareLabelAndAllPress() {
        let driver = Driver(size: Size(width: 16, height: 6)) { Buttons() }
        driver.expectLines(["Plain", "Borderless", "[ Bordered ]", "[ Go ]", "[ Auto ]", "log:"])
        for _ in 0..<5 { driver.press(.enter, .tab) }
        driver.expectLine(5, "log: pboga")
        #expect(driver.terminal.screen[2, 3].style.foreground == .green && driver.terminal.screen[2, 3].style.bold)
    }

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("(")
                configuration.label
                Text(")")
            }
        }
    }

    struct Styled: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }.buttonStyle(Pill())
                Text("\(count)")
            }
        }
    }

    @Test func aButtonStyleOfTheProgramsOwnDrawsItsBodyAndTheButtonStillPresses() {
        let driver = Driver(size: Size(width: 10, height: 2)) { Styled() }
        driver.expectLines(["(Add)", "0"])
        driver.press(.enter)
        driver.expectLines(["(Add)", "1"])
    }

    struct Hidden: View {
        @State private var on = true
        @State private var count = 2
        @State private var choice = 1
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Notify", isOn: $on)
                Stepper("Count", value: $count)
                Picker("Size", selection: $choice) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
            .labelsHidden()
        }
    }

    @Test func labelsHiddenLeavesOnlyTheControls() {
        let driver = Driver(size: Size(width: 16, height: 3)) { Hidden() }
        driver.expectLines(["[x]", "[−|+]", "‹Small› ▾"])
    }
}

extension ToggleAndButtonStyleTests {
    @Test func aToggleWithASystemImageShowsItsGlyphBeforeTheTitle() {
        let driver = Driver(size: Size(width: 16, height: 1)) { Toggle("Flag", systemImage: "flag", isOn: .constant(true)) }
        #expect(driver.lines[0].hasPrefix("[x] ") && driver.lines[0].hasSuffix(" Flag"))
    }
}

extension ToggleAndButtonStyleTests {
    struct Completions: View {
        @State private var count = 0
        let name = "**Read**"
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Completed ^[\(count) time](inflect: true)", value: $count, in: 0...10)
                Stepper(name, value: $count)
            }
        }
    }

    @Test func aSteppersLiteralTitleIsReadAsMarkdownWithItsInflectionAndAStringShowsAsTyped() {
        let driver = Driver(size: Size(width: 30, height: 2)) { Completions() }
        driver.expectLines(["Completed 0 times        [ |+]", "**Read**                 [−|+]"])
        driver.press(.right)
        driver.expectLines(["Completed 1 time         [−|+]", "**Read**                 [−|+]"])
        driver.press(.right)
        driver.expectLine(0, "Completed 2 times        [−|+]")
    }
}
