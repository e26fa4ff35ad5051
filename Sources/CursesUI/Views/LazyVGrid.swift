/// Lays its children out in rows of `columns`, each column as wide as its widest child, as
/// SwiftUI's `LazyVGrid` with fixed columns. With `columns: nil` the number of columns adapts
/// to the width offered.
///
/// ```swift
/// LazyVGrid(columns: 3, spacing: 2) { ForEach(items) { Text($0.name) } }
/// ```
public struct LazyVGrid<Content: View>: View {
    let columns: Int?
    let spacing: Int
    let content: Content

    /// Creates a lazy v grid from `columns`, `spacing`.
    public init(columns: Int? = nil, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.columns = columns.map { max(1, $0) }
        self.spacing = max(0, spacing)
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveView {
    func makeControl(for node: Node) -> Control? { GridControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        if let grid = node.control as? GridControl, grid.columns != columns || grid.spacing != spacing {
            grid.columns = columns
            grid.spacing = spacing
            grid.setNeedsLayout()
        }
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
