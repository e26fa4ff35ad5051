import CursesUI
import CursesUITestSupport
import Testing

/// Views and initialisers ordinary SwiftUI programs use every day: label styles, a list over a
/// binding, images that cannot be drawn, sideways scrolling and lengths written as decimals.
@MainActor
struct EverydayViewTests {
    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func labelStylesShowTheTitleTheIconOrBothInTheirOrder() {
        let driver = Driver(size: Size(width: 20, height: 5)) {
            VStack(alignment: .leading) {
                Label("Both", systemImage: "star")
                Label("Icon", systemImage: "star").labelStyle(.iconOnly)
                Label("Title", systemImage: "star").labelStyle(.titleOnly)
                Label("Custom", systemImage: "star").labelStyle(TrailingIcon())
                Label("Again", systemImage: "star").labelStyle(.titleAndIcon)
            }
        }
        driver.expectLines(["☆ Both", "☆", "Title", "Custom ☆", "☆ Again"])
    }

    struct Chore: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Chores: View {
        @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
        var body: some View {
            VStack(alignment: .leading) {
                List($chores) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone)
                }
                .frame(height: 2)
                Text("Done: \(chores.filter(\.isDone).count)")
            }
        }
    }

    @Test func aListOverABindingGivesEachRowABindingToItsElement() {
        let driver = Driver(size: Size(width: 24, height: 3)) { Chores() }
        driver.expectLine(2, "Done: 0")
        driver.press(.down, .enter)
        driver.expectLine(2, "Done: 1")
    }

    @Test func anAsyncImageShowsItsPlaceholderOrItsFailurePhase() {
        let url = URL(string: "https://example.com/cat.png")
        let driver = Driver(size: Size(width: 40, height: 4)) {
            VStack(alignment: .leading) {
                Text("Top")
                AsyncImage(url: url)
                AsyncImage(url: url) { image in
                    image.resizable()
                } placeholder: {
                    Text("Loading…")
                }
                AsyncImage(url: url) { phase in
                    if let error = phase.error { Text("No image: \(String(describing: error))") } else { Text("?") }
                }
            }
        }
        driver.expectLines(["Top", "Loading…", "No image: A terminal cannot show images", ""])
    }

    @Test func imageResizingModifiersAreAcceptedAndLeaveTheGlyph() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            Image(systemName: "star").resizable().renderingMode(.template).interpolation(.high).scaledToFit()
                .aspectRatio(1, contentMode: .fit)
        }
        driver.expectLines(["☆"])
    }

    @Test func aHorizontalScrollViewFollowsTheFocusSideways() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 1) {
                    ForEach(1...5, id: \.self) { number in Button("Card \(number)") {} }
                }
            }
        }
        driver.expectLines(["[ Card 1 ] [ Card 2"])
        driver.press(.tab, .tab)
        driver.expectLines([" Card 2 ] [ Card 3 ]"])
    }

    @Test func decimalLengthsAndTrailingAlignmentsAreRoundedToCells() {
        let driver = Driver(size: Size(width: 12, height: 4)) {
            VStack(alignment: .leading, spacing: 0.6) {
                Text("a").frame(width: 4.4, alignment: .trailing)
                Text("b").padding(.leading, 2.5)
                Text("c").frame(maxWidth: .infinity, alignment: .bottomTrailing)
            }
        }
        driver.expectLines(["   a", "", "   b", ""])
    }
}
