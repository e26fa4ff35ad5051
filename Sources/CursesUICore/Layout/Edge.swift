/// A side of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top side.
    case top
    /// The side where text starts.
    case leading
    /// The bottom side.
    case bottom
    /// The side where text ends.
    case trailing
}

extension Edge {
    /// A set of edges, as SwiftUI's `Edge.Set`: `.horizontal`, `[.top, .leading]`.
    public typealias Set = Edges
}
