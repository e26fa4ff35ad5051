import CursesUI
import CursesUITestSupport
import Testing

/// Lists edited as a SwiftUI user edits them, with the terminal's keys: Del deletes the
/// focused row, Alt-↑/↓ move it in edit mode, → opens its actions, Enter opens a `Menu`, `/`
/// searches.
@MainActor
struct ListEditingTests {
    @Test func delDeletesTheFocusedRowAndCallsOnDeleteWithItsOffset() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 10)) { FruitList(log: log) }
        driver.expectLines(["Fruits                          [ Edit ]", "Apple", "Banana", "Cherry", "Mango"])
        driver.expectLine(9, "? keys · Del delete · → actions")  // the list fills the screen, as in SwiftUI
        driver.press(.down, .delete)  // the second row
        #expect(log.deleted == [IndexSet(integer: 1)])
        driver.expectLines(["Apple", "Cherry", "Mango", ""], from: 1)
        driver.press(.delete)  // focus went on to the row that took its place
        #expect(log.deleted == [IndexSet(integer: 1), IndexSet(integer: 1)])
        driver.expectLines(["Apple", "Mango", ""], from: 1)
        driver.press(.right)  // onDelete puts Delete in the row's menu, as a swipe shows it on iOS
        #expect(driver.lines[3...5].map { String($0.prefix(14)) } == ["┌────────────┐", "│ [ Delete ] │", "└────────────┘"])
        driver.press(.enter)
        #expect(log.deleted.last == IndexSet(integer: 1))
        driver.expectLines(["Apple", ""], from: 1)
        driver.expectLine(9, "? keys · Del delete · → actions")
    }

    @Test func aForEachSideBySideInAFormMakesPlainViewsNotRows() {
        let driver = Driver(size: Size(width: 30, height: 4)) {
            Form {
                HStack(alignment: .top) { ForEach(["a", "b"], id: \.self) { Text($0) } }
                ForEach(["c", "d"], id: \.self) { Text($0) }
            }
        }
        driver.expectLines(["  a b", "  c", "  d"])
    }

    @Test func inEditModeAltArrowsMoveTheRowWithSwiftUIsOffsets() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 10)) { FruitList(log: log) }
        driver.press(.altDown)
        #expect(log.moved.isEmpty, "rows move only in edit mode")
        driver.press(.backTab, .enter)  // round to the toolbar's Edit button
        driver.expectLines(["Fruits                          [ Done ]", "⊖ Apple                               ≡"])
        driver.press(.tab, .altDown)  // Apple goes below Banana
        #expect(log.moved == ["[0] → 2"])
        driver.expectLines(["⊖ Banana                              ≡", "⊖ Apple                               ≡"], from: 1)
        driver.expectLine(9, "? keys · Del delete · Alt-↑↓ move")
        driver.press(.altDown, .altUp, .altUp)  // focus follows the row it moved
        #expect(log.moved == ["[0] → 2", "[1] → 3", "[2] → 1", "[1] → 0"])
        driver.expectLines(["⊖ Apple                               ≡", "⊖ Banana                              ≡"], from: 1)
        driver.press(.altUp)  // already first: nothing to do
        #expect(log.moved.count == 4)
        driver.press(.backTab, .enter)
        driver.expectLines(["Fruits                          [ Edit ]", "Apple", "Banana"])
    }

    @Test func arrowRightOpensTheRowsSwipeAndContextActionsAsAMenu() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 12)) { HabitList(log: log) }
        driver.expectLine(11, "? keys · → actions · Tab next")
        driver.press(.down, .right)  // Walk's actions, in a box below the row
        #expect(
            driver.lines[2...7].map { String($0.prefix(14)) }
                == ["Walk", "┌────────────┐", "│ [ ✓ Done ] │", "│ [ Rename ] │", "│ [ Remove ] │", "└────────────┘"])
        driver.press(.enter)  // the swipe action comes first
        #expect(log.ran == ["done Walk"])
        #expect(!driver.screen.contains("Rename"), "choosing an action closes the menu")
        driver.press(.right, .down, .enter)  // the context menu's Rename
        #expect(log.ran == ["done Walk", "rename Walk"])
        driver.press(.right, .escape)
        #expect(!driver.screen.contains("Rename"), "Esc closes the menu without running anything")
        #expect(log.ran.count == 2)
        driver.press(.right, .down, .down, .enter)  // Remove, from the context menu
        driver.expectLines(["Read", "Swim", ""], from: 1)
        driver.expectLine(11, "? keys · → actions · Tab next")
    }

    @Test func aMenuOpensItsPickerAndButtonAndClosesWhenOneIsUsed() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 12)) { WeatherOptions(log: log) }
        driver.expectLine(0, "Weather                          [ ⋯ ▾ ]")  // the menu's label is its icon, as on iOS
        driver.expectLine(5, "           Forecast for Oslo")
        driver.press(.enter)  // the only control: the menu's button
        #expect(driver.screen.contains("● Oslo"))
        #expect(driver.screen.contains("  Tokyo"))
        driver.press(.down, .enter)  // Tokyo
        driver.expectLine(5, "           Forecast for Tokyo")
        #expect(!driver.screen.contains("Refresh"), "picking closes the menu")
        driver.press(.enter, .tab, .enter)  // open again, on to Refresh
        #expect(log.ran == ["refresh"])
        #expect(!driver.screen.contains("Refresh"))
    }

    @Test func inAMenuTheArrowsGoOnPastThePickerAndAToggleOrTheCurrentChoiceClosesIt() {
        let driver = Driver(size: Size(width: 40, height: 12)) { WeatherOptions(log: EditLog()) }
        driver.press(.enter, .enter)  // open, then Oslo, chosen already
        #expect(!driver.screen.contains("Refresh"), "choosing the current city closes the menu too")
        driver.expectLine(5, "           Forecast for Oslo")
        driver.press(.enter, .down, .down, .down)  // Oslo, Tokyo, then on past the picker: Refresh, Offline
        #expect(driver.screen.contains("[ ] Offline"))
        driver.press(.enter)
        driver.expectLine(5, "      Forecast for Oslo (offline)")
        #expect(!driver.screen.contains("Offline"), "switching a toggle closes the menu, as on iOS")
    }

    @Test func slashFocusesTheSearchFieldWhichNarrowsTheListAndEscClearsIt() {
        let driver = Driver(size: Size(width: 40, height: 10)) { SearchableFruits() }
        #expect(driver.fieldLines.prefix(6) == ["Fruits", "⌕ Search fruit", "Apple", "Banana", "Cherry", "Mango"])
        driver.press(.character("/"))  // from the first row
        driver.type("an")
        #expect(driver.fieldLines.prefix(5) == ["Fruits", "⌕ an", "Banana", "Mango", ""])
        driver.press(.escape)
        #expect(driver.fieldLines.prefix(6) == ["Fruits", "⌕ Search fruit", "Apple", "Banana", "Cherry", "Mango"])
        driver.press(.delete)  // Esc left the field for the first row it showed
        #expect(driver.fieldLines.prefix(6) == ["Fruits", "⌕ Search fruit", "Apple", "Cherry", "Mango", ""])
        driver.press(.character("/"))
        driver.type("Man")
        driver.press(.enter, .delete)  // Enter goes on to the first match, keeping the search
        #expect(driver.fieldLines.prefix(4) == ["Fruits", "⌕ Man", "", ""])
        driver.press(.character("/"), .escape)
        #expect(driver.fieldLines.prefix(5) == ["Fruits", "⌕ Search fruit", "Apple", "Cherry", ""])
    }

    @Test func aMenuWithAPrimaryActionRunsItOnEnterAndOpensOnArrowRight() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 10)) { SaveMenu(log: log) }
        #expect(driver.fieldLines[1] == "[ Save ▾ ]")
        driver.press(.enter)
        #expect(log.ran == ["save"])
        #expect(!driver.screen.contains("Save as"))
        driver.press(.right, .enter)
        #expect(log.ran == ["save", "save as"])
        #expect(!driver.screen.contains("Save as"))
    }

    @Test func outsideANavigationStackTheSearchFieldStandsAboveTheView() {
        let driver = Driver(size: Size(width: 40, height: 10)) { SaveMenu(log: EditLog()) }
        #expect(driver.fieldLines[0] == "⌕ Search")
        driver.press(.character("/"))
        driver.type("tea")
        #expect(driver.fieldLines[2] == "query=tea")
        driver.press(.escape)
        #expect(driver.fieldLines[2] == "  query=")
    }

    @Test func aLazyListOpensTheSelectedRowsActionsToo() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 60, height: 10)) { LazyHabits(log: log) }
        driver.press(.down)  // from Swim, where the cursor starts, to Walk
        #expect(driver.lines[9].contains("→ actions"))
        driver.press(.right)
        #expect(driver.lines[2...4].map { String($0.prefix(12)) } == ["┌──────────┐", "│ [ Skip ] │", "└──────────┘"])
        driver.press(.enter)
        #expect(log.ran == ["skip Walk"])
        #expect(!driver.screen.contains("[ Skip ]"))
    }

    @Test func eachOfTheseKeysTakesOneUpdatePassAndOneLayout() {
        let log = EditLog()
        let driver = Driver(size: Size(width: 40, height: 10)) { FruitList(log: log) }
        let keys: [(String, Key)] = [
            ("delete", .delete), ("open the menu", .right), ("run Delete", .enter), ("to Edit", .backTab), ("edit", .enter),
            ("to a row", .tab), ("move", .altDown),
        ]
        for (name, key) in keys {
            let work = driver.work { driver.press(key) }
            #expect(work.updatePasses <= 1, "\(name)")
            #expect(work.layoutPasses <= 1, "\(name)")
        }
        #expect(log.deleted.count == 2 && log.moved.count == 1)
        let search = Driver(size: Size(width: 40, height: 10)) { SearchableFruits() }
        for key in [Key.character("/"), .character("a"), .character("n"), .escape] {
            let work = search.work { search.press(key) }
            #expect(work.updatePasses <= 1, "\(key)")
            #expect(work.layoutPasses <= 1, "\(key)")
        }
        #expect(driver.app.graph.extraPasses.isEmpty && search.app.graph.extraPasses.isEmpty)
    }
}
