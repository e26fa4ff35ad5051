/// Which views of a lazy stack stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`. Accepted for SwiftUI compatibility; headers and footers scroll with
/// the rest in a terminal.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
