import CursesUI
import CursesUITestSupport
import Testing

/// Modifiers ordinary SwiftUI programs use that earlier had no counterpart: alerts made from
/// data or an error, a focus state handed to a child view, and scroll views told not to
/// scroll or not to show their indicator.
@MainActor
struct EverydaySwiftUIModifierTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    struct Fruits: View {
        @State private var confirming = false
        @State private var chosen: Fruit?
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("log=\(log)")
                Button("Delete Pear") {
                    chosen = Fruit(id: 2, name: "Pear")
                    confirming = true
                }
                Button("Ask without a fruit") {
                    chosen = nil
                    confirming = true
                }
            }
            .alert("Delete?", isPresented: $confirming, presenting: chosen) { fruit in
                Button("Delete \(fruit.name)", role: .destructive) { log += "deleted \(fruit.id)" }
                Button("Cancel", role: .cancel) {}
            } message: { fruit in
                Text("\(fruit.name) will be gone.")
            }
        }
    }

    @Test func anAlertPresentingDataShowsItsButtonsAndMessageMadeFromTheData() {
        let driver = Driver(size: Size(width: 40, height: 12)) { Fruits() }
        driver.press(.enter)  // Delete Pear, focused first
        #expect(driver.lines.contains { $0.contains("Delete?") })
        #expect(driver.lines.contains { $0.contains("Pear will be gone.") })
        driver.press(.enter)
        driver.expectLine(0, "log=deleted 2")
        #expect(!driver.screen.contains("will be gone"), "the alert closed")
    }

    @Test func anAlertPresentingNoDataStaysClosed() {
        let driver = Driver(size: Size(width: 40, height: 12)) { Fruits() }
        driver.press(.tab, .enter)  // Ask without a fruit
        #expect(!driver.screen.contains("Delete?"))
        driver.expectLine(0, "log=")
    }

    struct LoadError: LocalizedError {
        var errorDescription: String? { "The list could not be loaded" }
        var failureReason: String? { "The server did not answer." }
    }

    struct Loader: View {
        @State private var error: LoadError?
        @State private var showingError = false
        var body: some View {
            Button("Load") {
                error = LoadError()
                showingError = true
            }
            .alert(isPresented: $showingError, error: error) {
                Button("OK") {}
            }
        }
    }

    @Test func anErrorAlertIsTitledWithTheErrorsDescriptionAndExplainsItsReason() {
        let driver = Driver(size: Size(width: 50, height: 12)) { Loader() }
        driver.press(.enter)
        #expect(driver.lines.contains { $0.contains("The list could not be loaded") })
        #expect(driver.lines.contains { $0.contains("The server did not answer.") })
        driver.press(.enter)
        #expect(!driver.screen.contains("could not be loaded"))
    }

    struct NameField: View {
        @FocusState.Binding var isFocused: Bool
        @Binding var name: String
        var body: some View { TextField("Name", text: $name).focused($isFocused) }
    }

    struct Profile: View {
        @FocusState private var nameFocused: Bool
        @State private var name = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Edit name") { nameFocused = true }
                NameField(isFocused: $nameFocused, name: $name)
                Text(nameFocused ? "editing" : "not editing")
            }
        }
    }

    @Test func aChildViewGivenTheParentsFocusStateMovesTheFocusBothWays() {
        let driver = Driver(size: Size(width: 40, height: 6)) { Profile() }
        driver.expectLine(2, "not editing")
        driver.press(.enter)  // Edit name: the parent sets the focus the child's field reads
        driver.type("Ann")
        #expect(driver.fieldLines[1] == "Ann", "typed into the child's field")
        driver.expectLine(2, "editing")
        driver.press(.tab)  // the focus leaves the field: the parent's state follows
        driver.expectLine(2, "not editing")
    }

    struct LongText: View {
        let disabled: Bool
        let hidesIndicator: Bool
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...20, id: \.self) { Text("line \($0)") }
                }
            }
            .scrollDisabled(disabled)
            .scrollIndicators(hidesIndicator ? .hidden : .automatic)
        }
    }

    @Test func aDisabledScrollViewStaysWherePgDnWouldHaveMovedIt() {
        let scrolling = Driver(size: Size(width: 20, height: 5)) { LongText(disabled: false, hidesIndicator: false) }
        let firstLine = { (driver: Driver) in driver.lines[0].split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(firstLine(scrolling) == "line 1")
        scrolling.press(.pageDown)
        #expect(firstLine(scrolling) != "line 1", "an ordinary scroll view moves")
        let fixed = Driver(size: Size(width: 20, height: 5)) { LongText(disabled: true, hidesIndicator: false) }
        fixed.press(.pageDown)
        #expect(firstLine(fixed) == "line 1")
    }

    @Test func hiddenScrollIndicatorsLeaveTheRightColumnEmpty() {
        let shown = Driver(size: Size(width: 20, height: 5)) { LongText(disabled: false, hidesIndicator: false) }
        let hidden = Driver(size: Size(width: 20, height: 5)) { LongText(disabled: false, hidesIndicator: true) }
        #expect(shown.lines.contains { $0.count == 20 && $0.last != " " }, "the indicator in the last column")
        #expect(hidden.lines.allSatisfy { $0.count < 20 }, "nothing in the last column")
    }

    struct TextTitled: View {
        @State private var asking = false
        @State private var confirming = false
        @State private var log = ""
        let name = "Pear"
        var body: some View {
            VStack(alignment: .leading) {
                Text("log=\(log)")
                Button("Ask") { asking = true }
                Button("Confirm") { confirming = true }
            }
            .alert(Text("Delete \(name)?"), isPresented: $asking, presenting: name) { name in
                Button("Delete \(name)", role: .destructive) { log += "deleted" }
            } message: { name in
                Text("\(name) will be gone.")
            }
            .confirmationDialog(Text("Archive \(name)?"), isPresented: $confirming, titleVisibility: .visible) {
                Button("Archive") { log += "archived" }
            }
        }
    }

    @Test func alertsAndDialogsTitledWithATextShowItsCharacters() {
        let driver = Driver(size: Size(width: 40, height: 12)) { TextTitled() }
        driver.press(.enter)
        driver.expectLines(["         ╔═ Delete Pear? ═════╗", "         ║ Pear will be gone. ║"], from: 3)
        driver.press(.enter)
        driver.expectLine(0, "log=deleted")
        driver.press(.tab, .enter)
        #expect(driver.lines.contains { $0.contains("═ Archive Pear? ═") })
        driver.press(.enter)
        driver.expectLine(0, "log=deletedarchived")
    }
}
