import CursesUI
import CursesUITestSupport
import Testing

private struct ShadeKey: EnvironmentKey {
    static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

/// A view's body is evaluated again after a change of the environment only when it read the
/// value that changed, as in SwiftUI; what it did not read still reaches it and what is built
/// below it later, and controls that draw with the environment still show the change.
@MainActor
struct EnvironmentReadTrackingTests {
    /// How many times each view's body ran, by name.
    final class Evaluations {
        var counts: [String: Int] = [:]

        func count(_ name: String) { counts[name, default: 0] += 1 }
    }

    /// Shows the value at a key path, counting its evaluations under `name`.
    struct Reader<Value>: View {
        let name: String
        let evaluations: Evaluations
        @Environment private var value: Value

        init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, Value>, _ evaluations: Evaluations) {
            self.name = name
            self.evaluations = evaluations
            _value = Environment(keyPath)
        }

        var body: some View {
            evaluations.count(name)
            return Text("\(name) \(value)")
        }
    }

    /// Reads nothing, and shows a number in the environment's locale and, once asked, a reader.
    struct Quiet: View {
        let evaluations: Evaluations
        @State private var showsReader = false
        var body: some View {
            evaluations.count("quiet")
            return VStack(alignment: .leading) {
                Text(1234.5, format: .number)
                Button("More") { showsReader = true }.keyboardShortcut(.character("m"))
                if showsReader { Reader("shade", \.shade, evaluations) }
            }
        }
    }

    struct Phases: View {
        let evaluations: Evaluations
        var body: some View {
            VStack(alignment: .leading) {
                Reader("phase", \.scenePhase, evaluations)
                Reader("dismiss", \.dismiss, evaluations)
                Quiet(evaluations: evaluations)
            }
        }
    }

    @Test func onlyTheViewThatReadsTheScenePhaseIsEvaluatedWhenItMoves() {
        let evaluations = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 4)) { Phases(evaluations: evaluations) }
        #expect(evaluations.counts == ["phase": 1, "dismiss": 1, "quiet": 1])
        driver.press(.control("z"))  // through .inactive to .background, and back after the resume
        #expect(evaluations.counts == ["phase": 5, "dismiss": 1, "quiet": 1])
        driver.expectLine(0, "phase active")
        driver.press(.control("c"))  // through .inactive to .background: the last frame is not drawn
        #expect(evaluations.counts == ["phase": 7, "dismiss": 1, "quiet": 1])
    }

    struct Shades: View {
        let evaluations: Evaluations
        @State private var shade = "light"
        @State private var isGerman = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Darker") { shade = "dark" }.keyboardShortcut(.character("d"))
                Button("German") { isGerman = true }.keyboardShortcut(.character("g"))
                Reader("shade", \.shade, evaluations)
                Quiet(evaluations: evaluations)
            }
            .environment(\.shade, shade)
            .environment(\.locale, Locale(identifier: isGerman ? "de_DE" : "en_US"))
        }
    }

    @Test func aCustomKeyEvaluatesItsReadersOnly() {
        let evaluations = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Shades(evaluations: evaluations) }
        driver.expectLine(2, "shade light")
        driver.type("d")
        driver.expectLine(2, "shade dark")
        #expect(evaluations.counts == ["shade": 2, "quiet": 1])
    }

    @Test func aViewBuiltLaterBelowOneThatKeptItsBodySeesTheNewValue() {
        let evaluations = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Shades(evaluations: evaluations) }
        driver.type("d")
        #expect(evaluations.counts["quiet"] == 1)
        driver.type("m")  // Quiet's own state: it builds a reader now
        driver.expectLine(5, "shade dark")
        #expect(evaluations.counts["quiet"] == 2)
    }

    @Test func aTextThatFormatsInTheLocaleIsWrittenAgainBelowAViewThatDidNotReadIt() {
        let evaluations = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 6)) { Shades(evaluations: evaluations) }
        driver.expectLine(3, "1,234.5")
        driver.type("g")
        driver.expectLine(3, "1.234,5")
        #expect(evaluations.counts == ["shade": 1, "quiet": 1])
    }

    @Observable final class Tally {
        var value = 0
    }

    struct TallyReader: View {
        let evaluations: Evaluations
        @Environment(Tally.self) private var tally
        var body: some View {
            evaluations.count("tally")
            return Button("Tally \(tally.value)") { tally.value += 1 }
        }
    }

    struct PhaseModifier: ViewModifier {
        let evaluations: Evaluations
        @Environment(\.scenePhase) private var scenePhase
        func body(content: Content) -> some View {
            evaluations.count("phase modifier")
            return content.onChange(of: scenePhase) { evaluations.count("phase change") }
        }
    }

    struct DismissModifier: ViewModifier {
        let evaluations: Evaluations
        @Environment(\.dismiss) private var dismiss
        func body(content: Content) -> some View {
            evaluations.count("dismiss modifier")
            return content
        }
    }

    @Test func anObjectsReaderAndAModifierThatReadsOtherValuesKeepTheirBodies() {
        let evaluations = Evaluations()
        let tally = Tally()
        let driver = Driver(size: Size(width: 30, height: 2)) {
            VStack(alignment: .leading) {
                TallyReader(evaluations: evaluations).modifier(DismissModifier(evaluations: evaluations))
            }
            .modifier(PhaseModifier(evaluations: evaluations))
            .environment(tally)
        }
        driver.press(.control("z"))
        #expect(
            evaluations.counts == ["tally": 1, "dismiss modifier": 1, "phase modifier": 5, "phase change": 4])
        driver.press(.enter)
        #expect(tally.value == 1)
        #expect(driver.lines[0].contains("Tally 1"))
        #expect(evaluations.counts["tally"] == 2)
    }

    struct Presser: View {
        let evaluations: Evaluations
        var body: some View {
            evaluations.count("presser")
            return Button("Press") { evaluations.count("pressed") }.keyboardShortcut(.character("p"))
        }
    }

    struct Disabling: View {
        let evaluations: Evaluations
        @State private var isOff = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Off") { isOff = true }.keyboardShortcut(.character("o"))
                Presser(evaluations: evaluations).disabled(isOff)
            }
        }
    }

    @Test func aControlBelowAViewThatDidNotReadIsEnabledIsDisabledWithIt() {
        let evaluations = Evaluations()
        let driver = Driver(size: Size(width: 30, height: 2)) { Disabling(evaluations: evaluations) }
        driver.type("p")
        #expect(evaluations.counts == ["presser": 1, "pressed": 1])
        driver.type("o")
        driver.type("p")
        #expect(evaluations.counts == ["presser": 1, "pressed": 1])
    }
}
