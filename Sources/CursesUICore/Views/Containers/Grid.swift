/// Rows of cells whose columns line up, as SwiftUI's `Grid`: each ``GridRow``'s views are its
/// cells, a column as wide as its widest cell; any other view in the grid (a `Divider`) spans
/// every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Rent"); Text("1,200").gridColumnAlignment(.trailing) }
///     GridRow { Text("Food"); Text("350") }
/// }
/// ```
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: StackSpacing
    let verticalSpacing: StackSpacing
    let content: Content

    /// A grid aligning its cells by `alignment`, `horizontalSpacing` columns between cells and
    /// `verticalSpacing` rows between rows (one column and no row when nil; points in
    /// ``LengthUnit/points``).
    public init(
        alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(StackSpacing.written) ?? .cells(1)
        self.verticalSpacing = verticalSpacing.map(StackSpacing.written) ?? .cells(0)
        self.content = content()
    }
}

extension Grid: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool {
        alignment == other.alignment && horizontalSpacing == other.horizontalSpacing && verticalSpacing == other.verticalSpacing
    }

    func makeControl(for node: Node) -> Control? { GridColumnsControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        if let control = node.control as? GridColumnsControl {
            let unit = node.environment.lengthUnit
            control.configure(
                alignment: alignment, horizontalSpacing: horizontalSpacing.cells(along: .horizontal, in: unit),
                verticalSpacing: verticalSpacing.cells(along: .vertical, in: unit))
        }
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        return childViews
    }
}

/// One row of a ``Grid``: each of its views is a cell.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { alignment == other.alignment }

    func makeControl(for node: Node) -> Control? { GridRowControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        if let control = node.control as? GridRowControl, control.alignment != alignment {
            control.alignment = alignment
            control.setNeedsLayout()
        }
        return childViews
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier(change: { $0.columns = max(1, count) }))
    }

    /// Aligns every cell of this cell's column by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier(change: { $0.columnAlignment = guide }))
    }

    /// Where this cell sits in its space. Accepted for SwiftUI compatibility; a cell follows
    /// its column's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Asks no room of this cell's column (`.horizontal`) or row (`.vertical`): the cell takes
    /// the width or height the other cells give them, as a filler `Color` or a `Divider` does.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier(change: { $0.unsizedAxes = axes }))
    }
}

/// How a cell sits in its grid: its column span, its column's alignment and its unsized axes.
@usableFromInline struct GridCellModifier: NodeModifier {
    let change: (inout GridCellControl.Placement) -> Void

    func makeControl(for node: Node) -> Control? { GridCellControl(node: node) }

    func apply(to node: Node) {
        guard let control = node.control as? GridCellControl else { return }
        var placement = control.placement
        change(&placement)
        if placement != control.placement {
            control.placement = placement
            control.setNeedsLayout()
        }
    }

    func isSame(as other: GridCellModifier) -> Bool { false }
}
