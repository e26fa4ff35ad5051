/// Where an ``Application`` reads keys from and draws to: the real terminal through ncurses,
/// or an in-memory ``HeadlessTerminal`` in tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size in cells.
    var size: Size { get }
    /// The next key or event; nil when `timeout` passed first. Blocks without using the CPU.
    func readKey(timeout: Duration?) throws -> Key?
    /// The next key or event; nil when `timeout` passed first or when `wake` (a descriptor,
    /// the main queue's) became readable. Blocks without using the CPU.
    func readKey(timeout: Duration?, wakingOn wake: Int32) throws -> Key?
    /// Puts changed cells on screen and places (or hides, when nil) the cursor.
    /// `fullRedraw` says the runs cover the whole screen and what was there is stale.
    func present(_ runs: [CellRun], cursor: Point?, fullRedraw: Bool)
    /// Gives the terminal back to the shell as it was.
    func restore()
    /// Stops the process as Ctrl-Z does in a shell, the terminal restored meanwhile; returns
    /// after `fg`, ready to draw again.
    func suspend()
    /// Marks cells of the next ``present(_:cursor:fullRedraw:)`` as hyperlinks.
    func prepareHyperlinks(_ links: [HyperlinkRun])
    /// Puts `text` on the system clipboard, where the terminal allows it (OSC 52).
    func copyToClipboard(_ text: String)
}

extension Terminal {
    /// Shows no hyperlinks: a terminal without them shows the cells as they are.
    public func prepareHyperlinks(_ links: [HyperlinkRun]) {}

    /// Copies nothing: a terminal without a clipboard.
    public func copyToClipboard(_ text: String) {}

    /// Reads as ``readKey(timeout:)``: a terminal that cannot wait on a descriptor wakes only
    /// for keys and the timeout.
    public func readKey(timeout: Duration?, wakingOn wake: Int32) throws -> Key? { try readKey(timeout: timeout) }
}

/// Why the run loop stopped early.
public enum TerminalInterruption: Error, Equatable {
    /// A termination signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) arrived.
    case signal(Int32)
}
