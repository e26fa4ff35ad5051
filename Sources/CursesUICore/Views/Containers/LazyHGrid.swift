/// A grid that grows sideways, as SwiftUI's `LazyHGrid`: a row per ``GridItem`` of `rows`
/// (with one `.adaptive` item, as many rows of at least its minimum as fit the height), filled
/// column by column, top to bottom, each column as wide as its widest item. In a horizontal
/// ``ScrollView`` an item's `onAppear` and `task` run when it comes into the window, its
/// `onDisappear` runs and its `task` is cancelled when it leaves.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
///         ForEach(emoji, id: \.self) { Text($0) }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: StackSpacing
    let content: Content

    /// A grid of `rows`, its rows placed in its height by `alignment`, `spacing` cells
    /// between columns (one when nil; points in ``LengthUnit/points``) and each item's own
    /// spacing under its row (none when nil). Pinned views are accepted and scroll with the rest.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows.isEmpty ? [GridItem()] : rows
        self.alignment = alignment
        self.spacing = spacing.map { .written(max(0, $0)) } ?? .cells(1)
        self.content = content()
    }
}

extension LazyHGrid: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { HorizontalGridControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let unit = node.environment.lengthUnit
        let tracks = rows.map { item in
            HorizontalGridControl.Track(
                size: item.size.rows(in: unit), spacing: unit.rows(max(0, item.spacing ?? 0)),
                alignment: item.alignment ?? .center)
        }
        let spacing = spacing.cells(along: .horizontal, in: unit)
        if let grid = node.control as? HorizontalGridControl,
            grid.tracks != tracks || grid.spacing != spacing || grid.alignment != alignment
        {
            grid.tracks = tracks
            grid.spacing = spacing
            grid.alignment = alignment
            grid.setNeedsLayout()
        }
        // Cells, not list rows; their lifecycle follows a horizontal scroll view's window.
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        if !node.environment.rowsAppearLazily { node.childEnvironment.rowsAppearLazily = true }
        return [ViewChild(content)]
    }
}

extension GridItem.Size {
    /// The kind and lengths of the size, to compare two.
    var lengths: [Int] {
        switch self {
        case .fixed(let length): [0, length]
        case .flexible(let minimum, let maximum): [1, minimum, maximum]
        case .adaptive(let minimum, let maximum): [2, minimum, maximum]
        }
    }

    /// The size with its lengths in terminal rows.
    func rows(in unit: LengthUnit) -> GridItem.Size {
        switch self {
        case .fixed(let length): .fixed(max(0, unit.rows(length)))
        case .flexible(let minimum, let maximum):
            .flexible(minimum: unit.rows(minimum), maximum: maximum == .max ? .max : unit.rows(maximum))
        case .adaptive(let minimum, let maximum):
            .adaptive(minimum: max(1, unit.rows(minimum)), maximum: maximum == .max ? .max : unit.rows(maximum))
        }
    }
}
