/// Cells on one row that link to a URL (a ``Link``), drawn so that terminals which understand
/// OSC 8 hyperlinks let the user open it by clicking.
public struct HyperlinkRun: Equatable, Sendable {
    /// Where the link goes.
    public var destination: String
    /// The cells that show it, with their place.
    public var run: CellRun

    /// A run of `run`'s cells linking to `destination`.
    public init(destination: String, run: CellRun) {
        self.destination = destination
        self.run = run
    }
}
