/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8

        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The standard header.
    case standard
    /// A larger, bolder header.
    case increased
}

extension View {
    /// The view behind this list row. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where a row's background is the list's.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Shows or hides the separators around this row. Accepted for SwiftUI compatibility; has
    /// no effect in a terminal, where rows have no separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The colour of this row's separators. Accepted for SwiftUI compatibility; has no effect
    /// in a terminal, where rows have no separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides the separators around this section. Accepted for SwiftUI compatibility;
    /// has no effect in a terminal.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The insets of this list row. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where rows keep the list's one-cell margin.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// The space between the rows of lists inside. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, where rows are one under another.
    public func listRowSpacing(_ spacing: Double?) -> some View { self }

    /// How prominent the headers of sections inside are. Accepted for SwiftUI compatibility;
    /// has no effect in a terminal, where every section header is already bold.
    public func headerProminence(_ prominence: Prominence) -> some View { self }

    /// The tint of the rows inside. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, whose rows take the list's colours.
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// The space between the sections of the lists inside. Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, where sections are one blank line apart.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    private let points: Double?

    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less than the default.
    public static let compact = ListSectionSpacing(points: nil)
    /// `spacing` points.
    public static func custom(_ spacing: Double) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}
