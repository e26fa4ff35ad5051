import CursesUI
import CursesUITestSupport
import Testing

/// In edit mode a row that is a `NavigationLink` never opens, as on iOS: Enter on it does
/// nothing, or selects it in a list with a selection; out of edit mode it opens again.
@MainActor
struct EditModeLinkTests {
    struct Trips: View {
        @State var trips = ["Lisbon", "Kyoto"]
        @State var selection: Set<String> = []
        var selects = false

        var body: some View {
            NavigationStack {
                Group {
                    if selects {
                        List(selection: $selection) { rows }
                    } else {
                        List { rows }
                    }
                }
                .navigationTitle("Trips")
                .navigationDestination(for: String.self) { trip in List { Text("Packing for \(trip)") }.navigationTitle(trip) }
                .toolbar { EditButton() }
            }
        }

        var rows: some View {
            ForEach(trips, id: \.self) { NavigationLink($0, value: $0) }
                .onDelete { trips.remove(atOffsets: $0) }
        }
    }

    @Test func enterOnALinkInEditModeDoesNotOpenIt() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Trips() }
        driver.press(.backTab, .enter)  // Edit
        driver.expectLine(0, "Trips                 [ Done ]")
        driver.press(.tab, .enter)  // the first row, marked for deletion as on iOS
        driver.expectLines(["Trips                 [ Done ]", "⊖ Lisbon                    ›", "⊖ Kyoto                     ›"])
        driver.press(.backTab, .enter)  // Done: out of edit mode, the row opens
        driver.press(.tab, .enter)
        driver.expectLines(["Trips › Lisbon", "Packing for Lisbon"])
    }

    @Test func enterOnALinkInEditModeSelectsItInAListWithASelection() {
        let driver = Driver(size: Size(width: 30, height: 5)) { Trips(selects: true) }
        driver.press(.backTab, .enter)  // Edit
        driver.press(.tab, .enter)  // the first row
        driver.expectLines(["Trips                 [ Done ]", "⊖ ✓ Lisbon                  ›", "⊖   Kyoto                   ›"])
    }
}
