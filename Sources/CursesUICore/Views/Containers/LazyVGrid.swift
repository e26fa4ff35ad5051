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
        let spacing = spacing.cells(along: .horizontal, in: node.environment.lengthUnit)
        if let grid = node.control as? GridControl, grid.columns != columns || grid.spacing != spacing {
            grid.columns = columns
            grid.spacing = spacing
            grid.setNeedsLayout()
        }
        // Cells, not list rows: a `ForEach` in here makes plain views.
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        return [ViewChild(content)]
    }
}

/// Places children in a grid of equal-width columns, row by row.
final class GridControl: Control {
    var columns: Int?
    var spacing = 1

    /// The column count and the cell size for a width.
    private func grid(for width: Int) -> (columns: Int, cell: Size) {
        var cell = Size.zero
        for child in children {
            let size = child.measure(Size(width: width, height: 1))
            cell = Size(width: max(cell.width, size.width), height: max(cell.height, size.height))
        }
        let fitting = max(1, (width + spacing) / max(1, cell.width + spacing))
        return (max(1, min(columns ?? fitting, children.count)), cell)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard !children.isEmpty else { return .zero }
        let (columns, cell) = grid(for: proposal.width)
        let rows = (children.count + columns - 1) / columns
        return Size(
            width: min(proposal.width, columns * cell.width + (columns - 1) * spacing),
            height: min(proposal.height, rows * cell.height))
    }

    override func layoutChildren() {
        let (columns, cell) = grid(for: frame.size.width)
        for (index, child) in children.enumerated() {
            let origin = Point(x: frame.minX + (index % columns) * (cell.width + spacing), y: frame.minY + (index / columns) * cell.height)
            child.place(Rect(origin: origin, size: cell).intersection(frame))
        }
    }
}

/// One column of a ``LazyVGrid``, as SwiftUI's `GridItem`: a terminal grid counts the items
/// to know its columns; `.adaptive` lets the width decide.
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

    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: Int? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

extension LazyVGrid {
    /// A grid with a column per item of `columns` (or, with one `.adaptive` item, as many
    /// columns as fit the width), as SwiftUI's `LazyVGrid(columns:)`.
    ///
    /// ```swift
    /// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { … }
    /// ```
    public init(columns: [GridItem], spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        let adaptive = columns.count == 1 && { if case .adaptive = columns[0].size { true } else { false } }()
        self.init(columns: adaptive ? nil : max(1, columns.count), spacing: spacing ?? columns.first?.spacing, content: content)
    }
}
