import CursesUI
import CursesUITestSupport
import Testing

/// A picker option labelled by a title over a subtitle (a `VStack` of texts) lists both, as iOS
/// lists them; the closed picker and a segment show the title.
@MainActor
struct PickerOptionSubtitleTests {
    struct Plans<Style: PickerStyle>: View {
        let style: Style
        @State private var plan = "pro"
        var body: some View {
            Picker("Plan", selection: $plan) {
                ForEach(["free", "pro"], id: \.self) { plan in
                    VStack(alignment: .leading) {
                        Text(plan.capitalized)
                        Text(plan == "free" ? "1 device" : "5 devices").foregroundStyle(.secondary)
                    }
                    .tag(plan)
                }
            }
            .pickerStyle(style)
        }
    }

    @Test func theInlineListShowsEachOptionsSubtitleUnderItsTitle() {
        let driver = Driver(size: Size(width: 20, height: 6)) { Plans(style: .inline) }
        driver.expectLines(["Plan ‹Pro›", "    Free", "    1 device", "  ● Pro", "    5 devices", ""])
        #expect(driver.terminal.screen[4, 2].style.dim, "the subtitle is secondary text")
        #expect(!driver.terminal.screen[4, 1].style.dim)
    }

    @Test func theClosedMenuAndTheSegmentsShowTheTitles() {
        let menu = Driver(size: Size(width: 20, height: 1)) { Plans(style: .menu) }
        menu.expectLines(["Plan ‹Pro› ▾"])
        let segmented = Driver(size: Size(width: 20, height: 1)) { Plans(style: .segmented).fixedSize() }
        segmented.expectLines([" Free |[Pro ]"])  // segments as equal as they can be
    }
}
