/// An in-memory terminal: scripted keys in, a cell grid out. The basis of snapshot tests.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The size in cells.
    public private(set) var size: Size
    /// What the screen shows now, built only from the runs the application sent.
    public private(set) var screen: CellGrid
    /// Where the cursor is, or nil when hidden.
    public private(set) var cursor: Point?
    /// Keys still to be read.
    public var pendingKeys: [Key] = []
    /// True after ``restore()``: the application gave the terminal back.
    public private(set) var isRestored = false

    /// An empty in-memory screen of `size`.
    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
        screen = CellGrid(size: size)
    }

    /// The next key, waiting at most `timeout` (nil: until one comes).
    public func readKey(timeout: Duration?) -> Key? {
        pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }

    /// The rows the last frame changed.
    public private(set) var lastChangedRows: Set<Int> = []

    /// Shows the changed cells and puts the cursor at `cursor` (hidden when nil).
    public func present(_ runs: [CellRun], cursor: Point?, fullRedraw: Bool) {
        if fullRedraw || screen.size != size { screen = CellGrid(size: size) }
        screen.apply(runs)
        lastChangedRows = Set(runs.map(\.y))
        self.cursor = cursor
    }

    /// The hyperlinks the last frame marked.
    public private(set) var hyperlinks: [HyperlinkRun] = []

    /// What was last copied to the clipboard, if anything.
    public private(set) var clipboard: String?

    /// Keeps the hyperlinks of the next frame for tests to read.
    public func prepareHyperlinks(_ links: [HyperlinkRun]) { hyperlinks = links }

    /// Keeps the text for tests to read.
    public func copyToClipboard(_ text: String) { clipboard = text }

    /// Gives the terminal back as it was found.
    public func restore() { isRestored = true }

    /// Counts suspensions; a headless terminal has no process to stop.
    public func suspend() { suspensions += 1 }

    /// How many times the app asked to be suspended (Ctrl-Z).
    public private(set) var suspensions = 0

    /// Changes the size; the application learns of it from the `.resize` key.
    public func resize(to newSize: Size) {
        size = newSize
    }

    /// The screen as text, one string per row, trailing spaces removed.
    public var lines: [String] {
        screen.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The screen as one string, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}
