import CursesUI
import Testing

struct TextEditingStateTests {
    func editor(_ text: String = "", caret: Int? = nil) -> TextEditingState { TextEditingState(text: text, caret: caret) }

    @Test func insertsAtTheCaretNotAtTheEnd() {
        var state = editor("helo", caret: 3)
        state.insert("l")
        #expect(state.text == "hello")
        #expect(state.caret == 4)
    }

    @Test func leftAndRightMoveByGraphemeCluster() {
        var state = editor("a👍🏽é中")
        state.moveLeft()
        #expect(state.caret == 3)
        state.moveLeft()
        state.moveLeft()
        #expect(state.caret == 1, "the skin-toned thumb is one step")
        state.deleteForward()
        #expect(state.text == "aé中")
    }

    @Test func homeEndAndCtrlACtrlEJumpToTheEnds() {
        var state = editor("piggy", caret: 2)
        _ = state.apply(.control("a"))
        #expect(state.caret == 0)
        _ = state.apply(.control("e"))
        #expect(state.caret == 5)
        _ = state.apply(.home)
        #expect(state.caret == 0)
        _ = state.apply(.end)
        #expect(state.caret == 5)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCaret() {
        var state = editor("abcd", caret: 2)
        _ = state.apply(.backspace)
        _ = state.apply(.delete)
        #expect(state.text == "ad")
        #expect(state.caret == 1)
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursor() {
        var state = editor("save for a wish  ")
        _ = state.apply(.control("w"))
        #expect(state.text == "save for a ")
        _ = state.apply(.control("w"))
        #expect(state.text == "save for ")
    }

    @Test func ctrlUKillsToTheStartAndCtrlKToTheEnd() {
        var state = editor("hello world", caret: 5)
        _ = state.apply(.control("k"))
        #expect(state.text == "hello")
        state = editor("hello world", caret: 6)
        _ = state.apply(.control("u"))
        #expect(state.text == "world")
        #expect(state.caret == 0)
    }

    @Test func ctrlArrowsAndAltBFJumpByWords() {
        var state = editor("one two three")
        _ = state.apply(.controlLeft)
        #expect(state.caret == 8)
        _ = state.apply(.alt("b"))
        #expect(state.caret == 4)
        _ = state.apply(.controlRight)
        #expect(state.caret == 7)
        _ = state.apply(.alt("f"))
        #expect(state.caret == 13)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var state = editor("cafe")
        state.insert("\u{0301}")
        #expect(state.text == "café")
        #expect(state.characters.count == 4)
        #expect(state.caret == 4)
    }

    @Test func theLimitCountsGraphemeClusters() {
        var state = editor(String(repeating: "存", count: 28))
        state.insert("钱罐啊", limit: 30)
        #expect(state.text == String(repeating: "存", count: 28) + "钱罐")
        let insertedBeyondTheLimit = state.insert("x", limit: 30)
        #expect(!insertedBeyondTheLimit)
    }

    @Test func controlCharactersNeverEnterTheText() {
        var state = editor()
        state.insert("a\u{1B}[2Jb\u{7}\u{202E}c")
        #expect(state.text == "a[2Jbc")
        #expect(state.apply(.control("g")) == false)
    }

    @Test func aPasteIsOneEditWithNewlinesAsSpacesAndTheLimitApplied() {
        var state = editor("x")
        _ = state.apply(.paste("line one\nline\ttwo\u{1B}"), limit: 12)
        #expect(state.text == "xline one li")
        #expect(state.caret == 12)
    }

    @Test func horizontalScrollingKeepsTheCaretVisible() {
        let state = editor("abcdefghij")
        var first = 0
        let visible = state.visibleText(width: 5, firstVisible: &first)
        #expect(visible.text == "ghij")
        #expect(visible.caretColumn == 4)
        #expect(first == 6)
    }

    @Test func caretSitsAfterWideCharacter() {
        let state = editor("中文")
        var first = 0
        #expect(state.visibleText(width: 10, firstVisible: &first).caretColumn == 4)
        let scrolled = editor("中文中文中文")
        first = 0
        let visible = scrolled.visibleText(width: 5, firstVisible: &first)
        #expect(visible.caretColumn == 4)
        #expect(visible.text == "中文")
    }

    /// The text is kept beside the characters rather than rebuilt from them: after every kind of
    /// edit the two still say the same.
    @Test func theTextFollowsEveryEditOfTheCharacters() {
        var state = editor("save for a trip", caret: 5)
        let edits: [Key] = [
            .character("X"), .paste("e\u{301} two\nlines"), .backspace, .left, .delete, .controlLeft, .control("w"),
            .end, .control("u"), .character("中"), .home, .control("k"), .character("z"),
        ]
        for key in edits {
            let applied = state.apply(key, limit: 20)
            #expect(applied)
            #expect(state.text == String(state.characters), "after \(key)")
        }
        #expect(state.text == "z")
        let inserted = state.insert("abc", limit: 2)
        #expect(inserted)
        #expect(state.text == "za")
        #expect(state.text == String(state.characters))
    }
}
