import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct LayoutTests {
    @Test func vStackPutsChildrenBelowEachOther() {
        let driver = Driver(size: Size(width: 20, height: 4)) {
            VStack(alignment: .leading) {
                Text("one")
                Text("two")
            }
        }
        #expect(driver.lines == ["one", "two", "", ""])
    }

    @Test func hStackPutsChildrenSideBySideWithSpacing() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            HStack(alignment: .top) {
                Text("a")
                Text("bc")
                Text("d")
            }
        }
        #expect(driver.lines[0] == "a bc d")
    }

    @Test func spacerPushesTheLastRowToTheBottom() {
        let driver = Driver(size: Size(width: 10, height: 5)) {
            VStack(alignment: .leading) {
                Text("top")
                Spacer()
                Text("bottom")
            }
        }
        #expect(driver.lines == ["top", "", "", "", "bottom"])
    }

    @Test func spacerInHStackPushesToTheRightEdge() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            HStack(alignment: .top, spacing: 0) {
                Text("L")
                Spacer()
                Text("R")
            }
        }
        #expect(driver.lines == ["L        R"])
    }

    @Test func paddingAndBorderSurroundTheContent() {
        let driver = Driver(size: Size(width: 12, height: 6)) {
            Text("hi").padding(1).border(title: "T")
        }
        #expect(driver.lines[0] == "┌ T ─┐")
        #expect(driver.lines[1] == "│    │")
        #expect(driver.lines[2] == "│ hi │")
        #expect(driver.lines[3] == "│    │")
        #expect(driver.lines[4] == "└────┘")
    }

    @Test func dividerSpansTheStackWidth() {
        let driver = Driver(size: Size(width: 6, height: 3)) {
            VStack(alignment: .leading) {
                Text("x")
                Divider()
            }
        }
        #expect(driver.lines[1] == "──────")
    }

    @Test func frameFixesTheWidthAndCentres() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            HStack(alignment: .top, spacing: 0) {
                Text("ab").frame(width: 6, alignment: .center)
                Text("|")
            }
        }
        #expect(driver.lines[0] == "  ab  |")
    }

    @Test func cjkTextTakesTwoColumnsPerCharacter() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            HStack(alignment: .top) {
                Text("存钱罐")
                Text("x")
            }
        }
        #expect(driver.lines[0] == "存钱罐 x")
        #expect(driver.terminal.screen[7, 0].text == "x")
    }

    @Test func longTextWrapsAtSpacesAndCJKBreaksBetweenCharacters() {
        let driver = Driver(size: Size(width: 8, height: 4)) {
            VStack(alignment: .leading) {
                Text("save for a wish")
                Text("存钱罐存钱罐")
            }
        }
        #expect(driver.lines == ["save for", "a wish", "存钱罐存", "钱罐"])
    }

    @Test func zStackDrawsLaterChildrenOnTop() {
        let driver = Driver(size: Size(width: 5, height: 1)) {
            ZStack(alignment: .topLeading) {
                Text("abcde")
                Text("XY")
            }
        }
        #expect(driver.lines[0] == "XYcde")
    }
}

@MainActor
struct GridLayoutTests {
    @Test func lazyVGridPlacesChildrenInRowsOfEqualColumns() {
        let driver = Driver(size: Size(width: 30, height: 3)) {
            LazyVGrid(columns: 3, spacing: 1) {
                ForEach(["a", "bbb", "存钱", "d", "e"], id: \.self) { Text($0) }
            }
        }
        #expect(driver.lines == [" a   bbb  存钱", " d    e", ""], "each centred in its 4-column cell")
    }

    @Test func adaptiveColumnsFollowTheWidth() {
        let items = (1...6).map { "item\($0)" }
        let wide = Driver(size: Size(width: 40, height: 3)) { LazyVGrid { ForEach(items, id: \.self) { Text($0) } } }
        #expect(wide.lines[0] == "item1 item2 item3 item4 item5 item6")
        let narrow = Driver(size: Size(width: 12, height: 3)) { LazyVGrid { ForEach(items, id: \.self) { Text($0) } } }
        #expect(narrow.lines == ["item1 item2", "item3 item4", "item5 item6"])
    }
}
