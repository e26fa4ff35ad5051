import CursesUI
import CursesUITestSupport
import Testing

/// `TabView` with `.tabViewStyle(.page)`: one page in the middle of the space with the dots
/// under it, ←/→ turning the pages wherever the focus is on the screen (here on a button
/// outside the tab view), the selection following; `.indexViewStyle` changes nothing.
@MainActor
struct PagedTabViewTests {
    struct Tour: View {
        @State var page = 0
        let mode: PageTabViewStyle.IndexDisplayMode

        var body: some View {
            VStack {
                Button("Skip") {}
                TabView(selection: $page) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                    Text("Three").tag(2)
                }
                .tabViewStyle(.page(indexDisplayMode: mode))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                Text("page \(page)")
            }
        }
    }

    @Test func thePagesTurnWithTheArrowsAndTheDotsFollow() {
        let driver = Driver(size: Size(width: 11, height: 7)) { Tour(mode: .automatic) }
        driver.expectLines([" [ Skip ]", "", "    One", "", "", "   ● ○ ○", "  page 0"])
        driver.press(.right)
        driver.expectLines([" [ Skip ]", "", "    Two", "", "", "   ○ ● ○", "  page 1"])
        driver.press(.right, .right)
        driver.expectLines([" [ Skip ]", "", "   Three", "", "", "   ○ ○ ●", "  page 2"])
        driver.press(.left, .pageUp)
        driver.expectLines([" [ Skip ]", "", "    One", "", "", "   ● ○ ○", "  page 0"])
    }

    @Test func neverShowsNoDots() {
        let driver = Driver(size: Size(width: 11, height: 6)) { Tour(mode: .never) }
        #expect(!driver.screen.contains("●"))
        #expect(driver.screen.contains("One"))
    }

    @Test func theDefaultStyleKeepsItsRowOfTabs() {
        let driver = Driver(size: Size(width: 30, height: 4)) {
            TabView {
                Text("First").tabItem { Text("A") }
                Text("Second").tabItem { Text("B") }
            }
            .tabViewStyle(.automatic)
        }
        #expect(driver.lines[0].contains("A") && driver.lines[0].contains("B"))
        #expect(!driver.screen.contains("●"))
    }
}
