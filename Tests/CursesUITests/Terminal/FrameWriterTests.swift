import Testing

@testable import CursesUICore

/// The bytes the frame writer makes of the renderer's runs, for real terminfo entries
/// (xterm-256color, xterm, vt100) and for entries written here.
struct FrameWriterTests {
    static let escape = "\u{1B}"

    /// A writer for `type` (a terminfo entry of this machine), 80 by 24.
    static func writer(
        _ type: String = "xterm-256color", color: Bool = true, asciiOnly: Bool = false, synchronizes: Bool = false,
        size: Size = Size(width: 80, height: 24)
    ) throws -> FrameWriter {
        let entry = try TerminfoEntry.load(type: type, fd: 1)
        return FrameWriter(
            entry: entry, styles: StyleSequences(entry: entry, usesColor: color), size: size, asciiOnly: asciiOnly,
            synchronizes: synchronizes)
    }

    static func run(_ text: String, x: Int, y: Int, style: Style = .plain) -> CellRun {
        var cells: [Cell] = []
        for character in text {
            let width = DisplayWidth.of(character)
            cells.append(Cell(text: String(character), width: UInt8(width), style: style))
            if width == 2 { cells.append(.continuation(style)) }
        }
        return CellRun(x: x, y: y, cells: cells)
    }

    static func text(_ writer: FrameWriter) -> String { String(decoding: writer.bytes, as: UTF8.self) }

    @Test func aStyleChangeAddsOnlyWhatItAddsAndAResetTakesSgr0() throws {
        var writer = try Self.writer()
        let dim = Style(dim: true)
        writer.frame([Self.run("a", x: 2, y: 1), Self.run("__", x: 3, y: 1, style: dim)], cursor: nil, fullRedraw: false)
        // Unknown attributes at first: all of them set with sgr (xterm's resets the character set too).
        #expect(Self.text(writer) == "\(Self.escape)[?25l\(Self.escape)[2;3H\(Self.escape)(B\(Self.escape)[0ma\(Self.escape)[2m__")
        writer.frame([Self.run("b", x: 5, y: 1)], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer) == "\(Self.escape)(B\(Self.escape)[0mb", "dim taken away: sgr again; the cursor was already there")
        writer.frame([Self.run("c", x: 6, y: 1, style: Style(foreground: .red, bold: true))], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer) == "\(Self.escape)[1m\(Self.escape)[31mc", "bold and red added to plain")
    }

    @Test func movesAreTheShortestTheEntryOffersAndNoneWhereTheCursorIs() throws {
        var writer = try Self.writer()
        writer.frame([Self.run("ab", x: 10, y: 5)], cursor: Point(x: 12, y: 5), fullRedraw: false)
        #expect(Self.text(writer).hasPrefix("\(Self.escape)[6;11H"), "from an unknown place: cup")
        writer.frame([Self.run("x", x: 12, y: 5)], cursor: Point(x: 13, y: 5), fullRedraw: false)
        #expect(Self.text(writer) == "x", "the cursor is there already and stays visible")
        writer.frame([], cursor: Point(x: 11, y: 5), fullRedraw: false)
        #expect(Self.text(writer) == "\u{8}\u{8}", "two cells left: two backspaces (cub1)")
        writer.frame([], cursor: Point(x: 40, y: 5), fullRedraw: false)
        #expect(Self.text(writer) == "\(Self.escape)[41G", "along the row: hpa")
        writer.frame([], cursor: Point(x: 0, y: 7), fullRedraw: false)
        #expect(Self.text(writer) == "\n\n\r", "to the start of a row two below: two line feeds and cr")
        writer.frame([], cursor: Point(x: 30, y: 20), fullRedraw: false)
        #expect(Self.text(writer) == "\(Self.escape)[21;31H")
    }

    @Test func aShortGapOfUnchangedCellsIsWrittenAgainRatherThanMovedOver() throws {
        var writer = try Self.writer()
        writer.frame([Self.run("ab", x: 0, y: 0), Self.run("cd", x: 3, y: 0)], cursor: nil, fullRedraw: true)
        #expect(Self.text(writer).hasSuffix("ab cd"), "the cleared cell between them is a space")
        writer.frame([Self.run("A", x: 0, y: 0), Self.run("D", x: 4, y: 0)], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer) == "\rAb cD", "the three cells between are written as the screen shows them")
        writer.frame(
            [Self.run("x", x: 0, y: 1, style: Style(bold: true)), Self.run("y", x: 2, y: 1, style: Style(bold: true))], cursor: nil,
            fullRedraw: false)
        #expect(Self.text(writer) == "\n\r\(Self.escape)[1mx\(Self.escape)[Cy", "a blank in another style is moved over")
    }

    @Test func blanksToTheEndOfARowAreErased() throws {
        var writer = try Self.writer()
        writer.frame([Self.run("hello world", x: 0, y: 0), Self.run("abcdefgh", x: 0, y: 2)], cursor: nil, fullRedraw: true)
        writer.frame([Self.run("      ", x: 5, y: 0)], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer).hasSuffix("\(Self.escape)[K") && !Self.text(writer).contains(" "))
        writer.frame([Self.run("      ", x: 0, y: 1, style: Style(reverse: true))], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer).hasSuffix("      "), "reversed blanks are written")
        writer.frame([Self.run("    ", x: 0, y: 2)], cursor: nil, fullRedraw: false)
        #expect(Self.text(writer).hasSuffix("    "), "not where the row has more after them")
    }

    @Test func aWideCharacterTakesTwoColumnsAndAPictographIsResynchronised() throws {
        var writer = try Self.writer()
        writer.frame([Self.run("中x", x: 0, y: 0)], cursor: Point(x: 3, y: 0), fullRedraw: true)
        #expect(Self.text(writer).hasSuffix("中x\(Self.escape)[?12l\(Self.escape)[?25h"), "no move after the wide character")
        writer.frame([Self.run("🗑x", x: 4, y: 2)], cursor: nil, fullRedraw: false)
        // Both columns blanked, back to the first, the pictograph, then an absolute move.
        #expect(Self.text(writer) == "\(Self.escape)[?25l\n\n\(Self.escape)[C  \u{8}\u{8}🗑\(Self.escape)[3;7Hx")
    }

    @Test func theLastCellDoesNotScrollTheScreen() throws {
        var xterm = try Self.writer(size: Size(width: 10, height: 3))
        xterm.frame([Self.run("yz", x: 8, y: 2)], cursor: Point(x: 0, y: 0), fullRedraw: false)
        #expect(
            Self.text(xterm).hasSuffix("yz\(Self.escape)[H\(Self.escape)[?12l\(Self.escape)[?25h"),
            "xterm waits to wrap (xenl): written as it is, then an absolute move")
        let strings = [
            "cup": "\(Self.escape)[%i%p1%d;%p2%dH", "sgr0": "\(Self.escape)[m", "rmam": "\(Self.escape)[?7l", "smam": "\(Self.escape)[?7h",
        ]
        let bytes = strings.mapValues { Array($0.utf8) }
        let wrapsAtOnce = try #require(TerminfoEntry(strings: bytes, flags: ["am"], numbers: [:]))
        var writer = FrameWriter(
            entry: wrapsAtOnce, styles: StyleSequences(entry: wrapsAtOnce, usesColor: false), size: Size(width: 10, height: 3),
            asciiOnly: false, synchronizes: false)
        writer.frame([Self.run("yz", x: 8, y: 2)], cursor: nil, fullRedraw: false)
        #expect(
            Self.text(writer) == "\(Self.escape)[3;9H\(Self.escape)[my\(Self.escape)[?7lz\(Self.escape)[?7h", "auto margins off around it")
        var noMarginsOff = TerminfoEntry(strings: bytes.filter { $0.key != "rmam" }, flags: ["am"], numbers: [:]).map {
            FrameWriter(
                entry: $0, styles: StyleSequences(entry: $0, usesColor: false), size: Size(width: 10, height: 3), asciiOnly: false,
                synchronizes: false)
        }
        noMarginsOff?.frame([Self.run("yz", x: 8, y: 2)], cursor: nil, fullRedraw: false)
        #expect(noMarginsOff.map(Self.text) == "\(Self.escape)[3;9H\(Self.escape)[my", "left out where margins cannot be switched off")
    }

    @Test func withoutColoursAFilledBackgroundIsReversedVideo() throws {
        let chip = Style(foreground: .white, background: .blue)
        for var writer in [try Self.writer("vt100"), try Self.writer(color: false), try Self.writer("xterm", color: false)] {
            writer.frame([Self.run("ok", x: 0, y: 0, style: chip)], cursor: nil, fullRedraw: false)
            let text = Self.text(writer)
            #expect(text.contains("\(Self.escape)[0;7m") && text.hasSuffix("ok"), "\(text.debugDescription)")
            #expect(!text.contains("\(Self.escape)[3") && !text.contains("\(Self.escape)[4"), "no colour at all")
        }
        var eight = try Self.writer("xterm")
        eight.frame([Self.run("ok", x: 0, y: 0, style: Style(foreground: .orange, background: .blue))], cursor: nil, fullRedraw: false)
        #expect(Self.text(eight).hasSuffix("\(Self.escape)[33m\(Self.escape)[44mok"), "orange is yellow with 8 colours")
        var many = try Self.writer()
        many.frame([Self.run("ok", x: 0, y: 0, style: Style(foreground: .orange))], cursor: nil, fullRedraw: false)
        #expect(Self.text(many).hasSuffix("\(Self.escape)[38;5;208mok"), "and orange with 256 (setaf through tiparm)")
    }

    @Test func aFrameIsWrappedInSynchronizedOutputAndAFullRedrawClearsFirst() throws {
        var writer = try Self.writer(synchronizes: true)
        writer.frame([Self.run("hi", x: 0, y: 0)], cursor: nil, fullRedraw: true)
        #expect(
            Self.text(writer)
                == "\(Self.escape)[?2026h\(Self.escape)[?25l\(Self.escape)(B\(Self.escape)[0m\(Self.escape)[H\(Self.escape)[2Jhi\(Self.escape)[?2026l"
        )
    }

    @Test func outsideUTF8CellsAreASCIILookAlikesAndStrikethroughIsAnOverlay() throws {
        var ascii = try Self.writer(asciiOnly: true)
        ascii.frame([Self.run("─中a", x: 0, y: 0, style: Style(strikethrough: true))], cursor: nil, fullRedraw: true)
        #expect(Self.text(ascii).hasSuffix("-??a"))
        var utf8 = try Self.writer()
        utf8.frame([Self.run("a─", x: 0, y: 0, style: Style(strikethrough: true))], cursor: nil, fullRedraw: true)
        #expect(Self.text(utf8).hasSuffix("a\u{336}─\u{336}"))
    }

    @Test func templatesFillInTheirParametersAsTiparmDoes() throws {
        let cup = CapabilityTemplate(Array("\(Self.escape)[%i%p1%d;%p2%dH$<5>".utf8))
        var bytes: [UInt8] = []
        cup.append(9, 119, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(Self.escape)[10;120H" && cup.length(9, 119) == bytes.count)
        let setaf = CapabilityTemplate(Array("\(Self.escape)[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m".utf8))
        for (number, expected) in [(3, "[33m"), (12, "[94m"), (200, "[38;5;200m")] {
            var formatted: [UInt8] = []
            setaf.append(number, to: &formatted)
            #expect(String(decoding: formatted, as: UTF8.self) == Self.escape + expected && setaf.length(number) == formatted.count)
        }
    }
}
