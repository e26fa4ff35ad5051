import CursesUICore
import CursesUITestSupport
import PiggyBank
import Testing

@MainActor
struct DemoFormTests {
    @Test func demoFormAt80x24MatchesTheSnapshot() {
        let driver = Driver { DemoForm(model: DemoModel()) }
        assertSnapshot(driver.lines, named: "demo-empty-80x24")
    }

    @Test func typedNameAndAmountAppearInTheFieldsAndTheEchoLine() {
        let model = DemoModel()
        let driver = Driver { DemoForm(model: model) }
        driver.type("Vacation fund")
        driver.press(.tab)
        driver.type("1200.50")
        #expect(model.name == "Vacation fund")
        #expect(model.amount == "1200.50")
        #expect(driver.fieldLines[23] == "name=Vacation fund amount=1200.50 icon=none")
        assertSnapshot(driver.lines, named: "demo-typed-80x24")
    }

    @Test func chineseNameIsLaidOutInTwoColumnsPerCharacter() {
        let driver = Driver { DemoForm(model: DemoModel()) }
        driver.type("去日本旅行的存钱罐")
        #expect(driver.fieldLines[2] == "Name          去日本旅行的存钱罐")
        #expect(driver.terminal.cursor == Point(x: 14 + 18, y: 2))
        assertSnapshot(driver.lines, named: "demo-chinese-80x24")
    }

    @Test func amountFieldRejectsLettersAndASecondSeparator() {
        let model = DemoModel()
        let driver = Driver { DemoForm(model: model) }
        driver.press(.tab)
        driver.type("12a.5.3x")
        #expect(model.amount == "12.53")
    }

    @Test func amountTakesAtMostTwoDecimalsLikeEveryAmountField() {
        let model = DemoModel()
        let driver = Driver { DemoForm(model: model) }
        driver.press(.tab)
        driver.type("12.3456")
        #expect(model.amount == "12.34")
        #expect(driver.fieldLines[23] == "name= amount=12.34 icon=none")
    }

    @Test func nameStopsAtThirtyCharacters() {
        let model = DemoModel()
        let driver = Driver { DemoForm(model: model) }
        driver.type(String(repeating: "存", count: 35))
        #expect(model.name.count == 30)
    }

    @Test func typingOneCharacterChangesOnlyTheFieldRowAndTheEchoRow() {
        let driver = Driver { DemoForm(model: DemoModel()) }
        driver.type("V")
        let work = driver.work { driver.type("a") }
        #expect(driver.terminal.lastChangedRows == [2, 23])
        #expect(work.cellsChanged == 1 + "a amount= icon=none".count, "the typed cell and the echo line from the change on")
    }

    @Test func tabRedrawsNothingButTheCaretMoves() {
        let driver = Driver { DemoForm(model: DemoModel()) }
        let work = driver.work { driver.press(.tab) }
        #expect(work.cellsChanged == 0)
        #expect(work.bodyEvaluations == 0)
        #expect(driver.terminal.cursor == Point(x: 14, y: 3))
    }

    @Test func typingOneCharacterReEvaluatesOnlyTheFieldAndTheEchoLine() {
        let driver = Driver { DemoForm(model: DemoModel()) }
        let work = driver.work { driver.type("a") }
        #expect(work.bodyEvaluations == 1, "DemoEchoLine's body only")
        #expect(work.nodeEvaluations <= 3, "the field, the echo line and its Text")
    }
}
