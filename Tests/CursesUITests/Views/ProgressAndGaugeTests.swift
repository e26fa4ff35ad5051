import CursesUI
import CursesUITestSupport
import Testing

/// `ProgressView` and `Gauge` as SwiftUI programs write them: bars in cells with their labels,
/// a spinner that turns while it is on screen, glyph forms for the circular styles.
@MainActor
struct ProgressAndGaugeTests {
    @Test func aProgressViewWithATrailingLabelDrawsItOverTheBar() {
        let driver = Driver(size: Size(width: 16, height: 3)) {
            ProgressView(value: 2.0, total: 4.0) { Text("Question 3 of 4") }
        }
        driver.expectLines(["Question 3 of 4", "████████░░░░░░░░", ""])
    }

    @Test func theCurrentValueLabelGoesUnderTheBar() {
        let driver = Driver(size: Size(width: 8, height: 3)) {
            ProgressView(value: 0.25) {
                Text("Upload")
            } currentValueLabel: {
                Text("25%")
            }
        }
        driver.expectLines(["Upload", "██░░░░░░", "25%"])
    }

    @Test func aTitledProgressViewWithoutAValueIsASpinnerBeforeItsTitle() {
        let driver = Driver(size: Size(width: 22, height: 1)) { ProgressView("Loading forecast…").controlSize(.large) }
        driver.expectLines(["⠋ Loading forecast…"])
        #expect(driver.terminal.screen[0, 0].style.foreground == .cyan)
    }

    @Test func aNilValueAndTheBareInitializerAreSpinnersToo() {
        let driver = Driver(size: Size(width: 10, height: 2)) {
            VStack(alignment: .leading) {
                ProgressView()
                ProgressView(value: nil as Double?, total: 10)
            }
        }
        driver.expectLines(["⠋", "⠋"])
    }

    @Test func theSpinnerTurnsWhileOnScreen() async {
        let driver = Driver(size: Size(width: 12, height: 1)) { ProgressView("Working") }
        driver.expectLines(["⠋ Working"])
        #expect(await driver.waitUntil { driver.lines == ["⠙ Working"] })
        #expect(await driver.waitUntil { driver.lines == ["⠹ Working"] })
    }

    struct Loader: View {
        @State private var isLoading = true
        var body: some View {
            VStack(alignment: .leading) {
                if isLoading { ProgressView("Loading") } else { Text("Loaded") }
                Button("Done") { isLoading = false }
            }
        }
    }

    @Test func aRemovedSpinnerAsksForNoMoreFrames() async {
        let driver = Driver(size: Size(width: 12, height: 2)) { Loader() }
        driver.press(.enter)
        driver.expectLines(["Loaded", "[ Done ]"])
        try? await Task.sleep(for: .milliseconds(250))
        let work = driver.work { driver.app.refreshIfNeeded() }
        #expect(work.frames == 0 && work.nodeEvaluations == 0, "nothing to draw once the spinner has gone")
        driver.expectLines(["Loaded", "[ Done ]"])
    }

    @Test func theLinearStyleSweepsABlockAlongTheBarForAnUnknownAmount() {
        let driver = Driver(size: Size(width: 8, height: 2)) { ProgressView("Sync").progressViewStyle(.linear) }
        driver.expectLines(["Sync", "██░░░░░░"])
    }

    @Test func theCircularStyleDrawsAKnownAmountAsAFillingGlyph() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            VStack(alignment: .leading) {
                ProgressView("Half", value: 0.5)
                ProgressView(value: 3.0, total: 4.0)
                ProgressView(value: 1.0) {
                    Text("Done")
                } currentValueLabel: {
                    Text("100%")
                }
            }
            .progressViewStyle(.circular)
        }
        driver.expectLines(["◑ Half", "◕", "● Done 100%"])
    }

    @Test func theDefaultGaugeDrawsItsLabelsAroundABar() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            Gauge(value: 72, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("72%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }
        driver.expectLines(["Battery          72%", "0 ██████████▏░░░ 100"])
    }

    @Test func anAccessoryLinearGaugeDrawsAMarkerOnATrack() {
        let driver = Driver(size: Size(width: 9, height: 2)) {
            Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.accessoryLinear).tint(.green)
        }
        driver.expectLines(["Level", "━━━━●────"])
        #expect(driver.terminal.screen[0, 1].style.foreground == .green)
    }

    @Test func aCircularCapacityGaugeIsAGlyphWithItsValueAndACircularOneWithItsLabel() {
        let progress = 0.75
        let driver = Driver(size: Size(width: 16, height: 2)) {
            VStack(alignment: .leading) {
                Gauge(value: progress) {
                    Text("Saved")
                } currentValueLabel: {
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.blue)
                Gauge(value: 0.25) { Text("Low") }.gaugeStyle(.accessoryCircular)
            }
        }
        driver.expectLines(["◕ 75%", "◔ Low"])
        #expect(driver.terminal.screen[0, 0].style.foreground == .blue)
    }

    /// As iOS: a circular gauge's bounds labels take the place of its label in the ring's
    /// opening; a capacity gauge without a current value shows its label (an icon) inside.
    @Test func circularGaugesShowWhatIOSWritesInAndUnderTheRing() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading) {
                Gauge(value: 72.0, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.5) { Image(systemName: "drop.fill") }.gaugeStyle(.accessoryCircularCapacity)
            }
        }
        driver.expectLines(["◕ 72 0 100", "◑ 💧"])
        #expect(driver.terminal.screen[5, 0].style.dim, "the bounds are dimmed")
    }

    @Test func labelsHiddenLeavesTheBarsAndGlyphsAlone() {
        let driver = Driver(size: Size(width: 8, height: 3)) {
            VStack(alignment: .leading) {
                ProgressView("Sync", value: 0.5)
                Gauge(value: 1.0) { Text("Full") }.gaugeStyle(.accessoryCircularCapacity)
            }
            .labelsHidden()
        }
        driver.expectLines(["████░░░░", "●", ""])
    }
}
