import CursesUI
import CursesUITestSupport
import Testing

/// A button's or a toggle's label is any view, drawn by its own nodes, and reversed while
/// focused and dim while disabled over whatever the label drew.
@MainActor
struct LabelViewTests {
    struct TrashLabel: View {
        var body: some View {
            HStack {
                Image(systemName: "trash")
                Text("Delete")
            }
        }
    }

    struct Screen: View {
        @State private var deleted = 0
        @State private var locked = false

        var body: some View {
            VStack(alignment: .leading) {
                Button {
                    deleted += 1
                } label: {
                    TrashLabel()
                }
                Button(action: { locked.toggle() }) {
                    Label("Lock", systemImage: "star")
                }
                Button("Disabled") {}.disabled(true)
                Text("deleted \(deleted) locked \(locked)")
            }
        }
    }

    @Test func aNumberedSymbolDrawsItsNumberCircledAsSFSymbolsDo() {
        let driver = Driver(size: Size(width: 30, height: 1)) {
            HStack {
                Image(systemName: "4.circle.fill")
                Image(systemName: "12.circle")
                Image(systemName: "0.circle")
                Image(systemName: "42.circle")
                Image(systemName: "30.circle.fill")
                Image(systemName: "7.square")
            }
        }
        driver.expectLines(["❹ ⑫ ⓪ (42) (30) 7"])
    }

    @Test func weatherNotesAndMenuSymbolsDrawTheirGlyphsAndTheirVariantsFallBackToThem() {
        let driver = Driver(size: Size(width: 40, height: 2)) {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "sun.max.fill")
                    Image(systemName: "cloud.sun.fill")
                    Image(systemName: "cloud.fill")
                    Image(systemName: "cloud.rain.fill")
                    Image(systemName: "cloud.bolt.rain.fill")
                    Image(systemName: "cloud.snow.fill")
                }
                HStack {
                    Image(systemName: "pin.fill")
                    Image(systemName: "pin.slash")
                    Image(systemName: "note.text")
                    Image(systemName: "ellipsis.circle")
                    Image(systemName: "icloud.slash")
                }
            }
        }
        driver.expectLines(["☀ ⛅ ☁ ☔ ⛈ ❄", "📌 📌 📝 ⋯ ☁"])
    }

    @Test func codeMusicAndBrowserSymbolsDrawTheirOwnGlyphsNotAShorterNamesOnes() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            HStack {
                Image(systemName: "chevron.left.forwardslash.chevron.right")
                Image(systemName: "tuningfork")
                Image(systemName: "safari")
            }
        }
        driver.expectLines(["</> ⑂ 🧭"])
    }

    @Test func theExamplesGestureChartAndSettingsSymbolsDrawTheirGlyphs() {
        let driver = Driver(size: Size(width: 40, height: 2)) {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "hand.tap.fill")
                    Image(systemName: "photo.artframe")
                    Image(systemName: "chart.xyaxis.line")
                    Image(systemName: "hand.raised.fill")
                }
                HStack {
                    Image(systemName: "checklist")
                    Image(systemName: "slider.horizontal.3")
                    Image(systemName: "textformat.size.smaller")
                    Image(systemName: "textformat.size.larger")
                }
            }
        }
        driver.expectLines(["👆 🖼 📈 ✋", "☑ ☰ ᴀ A"])
    }

    @Test func hollowAndSolidSymbolsStayApartSoARatingShowsItsStars() {
        let driver = Driver(size: Size(width: 30, height: 2)) {
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    ForEach(1...5, id: \.self) { Image(systemName: $0 <= 3 ? "star.fill" : "star") }
                }
                HStack {
                    Image(systemName: "star.circle.fill")
                    Image(systemName: "heart")
                    Image(systemName: "heart.fill")
                    Image(systemName: "circle")
                    Image(systemName: "circle").symbolVariant(.fill)
                    Image(systemName: "flag.slash")
                }
            }
        }
        driver.expectLines(["★★★☆☆", "★ ♡ ♥ ○ ● ⚐"])
    }

    @Test func aLabelOfItsOwnViewIsDrawnBetweenTheBrackets() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Screen() }
        #expect(driver.lines[0] == "[ 🗑 Delete ]")
        #expect(driver.lines[1] == "[ ☆ Lock ]")
        #expect(driver.lines[2] == "[ Disabled ]")
    }

    @Test func theFocusedButtonIsReversedOverItsLabelAndPresses() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Screen() }
        let screen = driver.terminal.screen
        #expect((0..<12).allSatisfy { screen[$0, 0].style.reverse }, "brackets and label of the focused button")
        #expect(!screen[2, 1].style.reverse)
        driver.press(.enter)
        #expect(driver.lines[3] == "deleted 1 locked false")
        driver.press(.tab, .enter)
        #expect(driver.lines[3] == "deleted 1 locked true")
        #expect(driver.terminal.screen[4, 1].style.reverse, "the label's title, now focused")
        #expect(!driver.terminal.screen[4, 0].style.reverse)
    }

    @Test func aDisabledButtonIsDimAndTakesNoFocus() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Screen() }
        #expect(driver.terminal.screen[3, 2].style.dim)
        driver.press(.tab, .tab)
        #expect(driver.terminal.screen[4, 0].style.reverse, "focus went round past the disabled button")
    }

    struct Reminder: View {
        @State private var reminds = false

        var body: some View {
            VStack(alignment: .leading) {
                Toggle(isOn: $reminds) {
                    Label("Remind me", systemImage: "star")
                }
                Text(reminds ? "on" : "off")
            }
        }
    }

    @Test func aToggleShowsItsLabelViewAfterTheBoxAndFlips() {
        let driver = Driver(size: Size(width: 30, height: 4)) { Reminder() }
        #expect(driver.lines[0] == "[ ] ☆ Remind me")
        #expect(driver.terminal.screen[6, 0].style.reverse, "the focused toggle's label is reversed")
        driver.press(.character(" "))
        #expect(driver.lines[0] == "[x] ☆ Remind me")
        #expect(driver.lines[1] == "on")
    }
}
