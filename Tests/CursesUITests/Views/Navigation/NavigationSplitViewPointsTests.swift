import CursesUI
import CursesUITestSupport
import Testing

/// A SwiftUI program's split view (lengths in points, as under `App.main()`): the sidebar's
/// `navigationSplitViewColumnWidth` read as points, and a sheet over the detail titled on its own.
@MainActor
struct NavigationSplitViewPointsTests {
    struct Trips: View {
        @State var selection: Int?
        @State var showingAdd = false

        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    Text("Kyoto").tag(1)
                }
                .navigationTitle("Trips")
                .navigationSplitViewColumnWidth(min: 100, ideal: 160)
            } detail: {
                Text(selection == nil ? "Select a trip" : "Day 1")
                    .navigationTitle("Kyoto")
                    .toolbar { Button("Add") { showingAdd = true } }
                    .sheet(isPresented: $showingAdd) {
                        NavigationStack {
                            Text("Title").navigationTitle("New Activity")
                        }
                    }
            }
        }
    }

    func launch(width: Int) -> Driver {
        var environment = EnvironmentValues()
        environment.lengthUnit = .points
        return Driver(size: Size(width: width, height: 8), environment: environment) { Trips() }
    }

    @Test func theSidebarWidthIsReadInPoints() {
        let driver = launch(width: 100)
        // 160 points: 20 columns, the detail beside them.
        driver.expectLine(0, "Trips" + String(repeating: " ", count: 15) + "│Kyoto" + String(repeating: " ", count: 67) + "[ Add ]")
    }

    @Test func aSheetOverANarrowDetailHasOnlyItsOwnTitle() {
        let driver = launch(width: 60)
        driver.press(.enter)
        driver.expectLine(0, "Trips › Kyoto" + String(repeating: " ", count: 40) + "[ Add ]")
        driver.press(.tab, .enter)
        #expect(driver.lines.contains { $0.hasPrefix(" ║ New Activity ") })
        #expect(!driver.screen.contains("Trips › New Activity"))
    }
}
