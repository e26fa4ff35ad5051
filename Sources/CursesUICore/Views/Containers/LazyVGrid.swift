/// Lays its children out in rows of `columns`, each column as wide as its widest child, as
/// SwiftUI's `LazyVGrid` with fixed columns. With `columns: nil` the number of columns adapts
/// to the width offered.
///
/// ```swift
/// LazyVGrid(columns: 3, spacing: 2) { ForEach(items) { Text($0.name) } }
/// ```
public struct LazyVGrid<Content: View>: View {
    let columns: Int?
    let spacing: StackSpacing
    /// The least width of a column, for `GridItem(.adaptive(minimum:))`.
    var minimumColumnWidth: Int?
    /// The space between rows, `LazyVGrid(columns:spacing:)`'s spacing.
    var rowSpacing = StackSpacing.cells(0)
    /// Whether the columns share the width offered, as `GridItem(.flexible())` columns do.
    var sharesWidth = false
    /// Where each column's items sit in their cells, from `GridItem(alignment:)`, column by
    /// column (one for all with an adaptive item); centred when empty, as in SwiftUI.
    var cellAlignments: [Alignment] = []
    let content: Content

    /// A grid of `columns` columns (nil: as many as fit), `spacing` cells apart (one when nil;
    /// points in ``LengthUnit/points``).
    public init(columns: Int? = nil, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.columns = columns.map { max(1, $0) }
        self.spacing = spacing.map { .written(max(0, $0)) } ?? .cells(1)
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { GridControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let unit = node.environment.lengthUnit
        let spacing = spacing.cells(along: .horizontal, in: unit)
        let rowSpacing = rowSpacing.cells(along: .vertical, in: unit)
        let minimumWidth = minimumColumnWidth.map { unit.columns($0) }
        if let grid = node.control as? GridControl,
            grid.columns != columns || grid.spacing != spacing || grid.rowSpacing != rowSpacing
                || grid.minimumColumnWidth != minimumWidth || grid.sharesWidth != sharesWidth
                || grid.cellAlignments != cellAlignments
        {
            grid.cellAlignments = cellAlignments
            grid.sharesWidth = sharesWidth
            grid.columns = columns
            grid.spacing = spacing
            grid.rowSpacing = rowSpacing
            grid.minimumColumnWidth = minimumWidth
            grid.setNeedsLayout()
        }
        // Cells, not list rows: a `ForEach` in here makes plain views, which appear as they
        // scroll into view.
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        if !node.environment.rowsAppearLazily { node.childEnvironment.rowsAppearLazily = true }
        return [ViewChild(content)]
    }
}

/// Places children in a grid of equal-width columns, row by row, each centred in its cell
/// unless its column says otherwise.
final class GridControl: Control {
    var cellAlignments: [Alignment] = []
    var columns: Int?
    var spacing = 1
    var rowSpacing = 0
    /// With adaptive columns: as many columns of at least this width as fit, sharing the width.
    var minimumColumnWidth: Int?
    /// With flexible columns: the width is shared equally between the columns.
    var sharesWidth = false

    /// The column count and the cell size for a space.
    private func grid(for space: Size) -> (columns: Int, cell: Size) {
        if minimumColumnWidth != nil || (sharesWidth && columns != nil && !space.width.isUnboundedLength) {
            let columns = columns ?? max(1, (space.width + spacing) / max(1, (minimumColumnWidth ?? 1) + spacing))
            let width = max(1, (space.width - (columns - 1) * spacing) / columns)
            let height = children.map { $0.measure(Size(width: width, height: space.height)).height }.max() ?? 0
            return (columns, Size(width: width, height: height))
        }
        var cell = Size.zero
        for child in children {
            let size = child.measure(Size(width: space.width, height: 1))
            cell = Size(width: max(cell.width, size.width), height: max(cell.height, size.height))
        }
        let fitting = max(1, (space.width + spacing) / max(1, cell.width + spacing))
        return (max(1, min(columns ?? fitting, children.count)), cell)
    }

    /// Flexible columns fill the width offered, whatever their cells are.
    override func expands(_ axis: Axis) -> Bool { (axis == .horizontal && sharesWidth) || super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard !children.isEmpty else { return .zero }
        let (columns, cell) = grid(for: proposal)
        let rows = (children.count + columns - 1) / columns
        return Size(
            width: min(proposal.width, columns * cell.width + (columns - 1) * spacing),
            height: min(proposal.height, rows * cell.height + (rows - 1) * rowSpacing))
    }

    override func layoutChildren() {
        let (columns, cell) = grid(for: frame.size)
        for (index, child) in children.enumerated() {
            let origin = Point(
                x: frame.minX + (index % columns) * (cell.width + spacing),
                y: frame.minY + (index / columns) * (cell.height + rowSpacing))
            let alignment = cellAlignments.isEmpty ? .center : cellAlignments[index % columns % cellAlignments.count]
            let measured = child.measure(cell)
            let size = Size(width: min(measured.width, cell.width), height: min(measured.height, cell.height))
            let placed = Point(
                x: origin.x + alignment.horizontal.offset(content: size.width, container: cell.width),
                y: origin.y + alignment.vertical.offset(content: size.height, container: cell.height))
            child.place(Rect(origin: placed, size: size).intersection(frame))
        }
    }
}

/// One column of a ``LazyVGrid``, as SwiftUI's `GridItem`: a terminal grid counts the items
/// to know its columns; `.adaptive` fits as many columns of at least its minimum as the width
/// allows, sharing the width between them, and `.flexible` columns share the width equally,
/// as SwiftUI does.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        /// A column of exactly this many cells.
        case fixed(Int)
        /// A column sharing the room with the others.
        case flexible(minimum: Int = 1, maximum: Int = .max)
        /// As many columns of at least `minimum` cells as fit.
        case adaptive(minimum: Int, maximum: Int = .max)
    }

    /// How wide the column is.
    public var size: Size
    /// Cells between this column and the next.
    public var spacing: Int?
    /// Where an item sits in its cell: centred when nil, as in SwiftUI.
    public var alignment: Alignment?

    /// A column of `size` whose items sit at `alignment` in their cells (centred when nil).
    public init(_ size: Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension LazyVGrid {
    /// A grid with a column per item of `columns` (or, with one `.adaptive` item, as many
    /// columns of at least its minimum as fit the width), `spacing` between rows (none when
    /// nil) and the first item's spacing between columns, as SwiftUI's
    /// `LazyVGrid(columns:spacing:)`.
    ///
    /// ```swift
    /// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { … }
    /// ```
    public init(columns: [GridItem], spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        let adaptiveMinimum: Int? =
            columns.count == 1 ? { if case .adaptive(let minimum, _) = columns[0].size { minimum } else { nil } }() : nil
        self.init(columns: adaptiveMinimum != nil ? nil : max(1, columns.count), spacing: columns.first?.spacing, content: content)
        minimumColumnWidth = adaptiveMinimum
        sharesWidth = columns.allSatisfy { if case .flexible = $0.size { true } else { false } }
        rowSpacing = spacing.map { .written(max(0, $0)) } ?? .cells(0)
        cellAlignments = columns.map { $0.alignment ?? .center }
    }
}
