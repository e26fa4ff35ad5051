/// A size offered to a view of a custom layout, in SwiftUI points; nil where unspecified (the
/// view's ideal). The framework's side of SwiftUI's `ProposedViewSize`; not SwiftUI's.
public struct _LayoutProposal: Hashable, Sendable {
    /// The width offered, or nil.
    public var width: Double?
    /// The height offered, or nil.
    public var height: Double?

    /// A proposal of `width` by `height`.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// One view laid out by a custom layout: asked its size, then placed, in SwiftUI points. The
/// framework's side of SwiftUI's `LayoutSubview`; not SwiftUI's.
@MainActor
public struct _LayoutSubview {
    let control: Control
    let unit: LayoutUnits

    /// The view's layout priority.
    public var priority: Double { control.layoutPriority }

    /// The size the view takes when offered `proposal`.
    public func sizeThatFits(_ proposal: _LayoutProposal) -> (width: Double, height: Double) {
        unit.points(control.measure(unit.cells(proposal)))
    }

    /// Places the view so that its `anchor` (a unit point of its size) is at `x`, `y`, sized as
    /// it is when offered `proposal`.
    public func place(x: Double, y: Double, anchor: UnitPoint, proposal: _LayoutProposal) {
        let size = control.measure(unit.cells(proposal))
        let origin = Point(
            x: Int((x / unit.column - anchor.x * Double(size.width)).rounded()),
            y: Int((y / unit.row - anchor.y * Double(size.height)).rounded()))
        control.place(Rect(origin: origin, size: size))
    }
}

/// Points in a cell, for a custom layout: 1 by 1 for a program written in cells.
struct LayoutUnits {
    let column: Double
    let row: Double

    init(_ unit: LengthUnit) {
        column = unit == .points ? LengthUnit.pointsPerColumn : 1
        row = unit == .points ? LengthUnit.pointsPerRow : 1
    }

    func cells(_ proposal: _LayoutProposal) -> Size {
        Size(width: proposal.width.map { cells($0, column) } ?? .infinity, height: proposal.height.map { cells($0, row) } ?? .infinity)
    }

    func proposal(_ size: Size) -> _LayoutProposal {
        _LayoutProposal(
            width: size.width == .infinity ? nil : Double(size.width) * column,
            height: size.height == .infinity ? nil : Double(size.height) * row)
    }

    func points(_ size: Size) -> (width: Double, height: Double) { (Double(size.width) * column, Double(size.height) * row) }

    private func cells(_ points: Double, _ perCell: Double) -> Int {
        guard points.isFinite else { return points > 0 ? .infinity : 0 }
        return max(0, Int((points / perCell).rounded()))
    }
}

/// A container laid out by a program's own rules: what SwiftUI's `Layout` makes of its views.
/// `import CursesUI` builds it from a `Layout`; not SwiftUI's.
public struct _CustomLayout<Content: View>: View {
    /// Works out the container's size, in points, from the proposal and the views.
    public typealias Sizing = @MainActor (_LayoutProposal, [_LayoutSubview]) -> (width: Double, height: Double)
    /// Places the views in the bounds given (x, y, width, height in points).
    public typealias Placing = @MainActor ((x: Double, y: Double, width: Double, height: Double), _LayoutProposal, [_LayoutSubview]) -> Void

    let sizing: Sizing
    let placing: Placing
    let content: Content

    /// A container whose views `sizing` measures and `placing` places.
    public init(sizing: @escaping Sizing, placing: @escaping Placing, @ViewBuilder content: () -> Content) {
        self.sizing = sizing
        self.placing = placing
        self.content = content()
    }
}

extension _CustomLayout: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { false }  // the rules are closures

    func makeControl(for node: Node) -> Control? { CustomLayoutControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        if let control = node.control as? CustomLayoutControl {
            control.sizing = sizing
            control.placing = placing
            control.units = LayoutUnits(node.environment.lengthUnit)
            control.setNeedsLayout()
        }
        return childViews
    }
}

/// Lays out its children by a program's rules, converting between cells and points.
final class CustomLayoutControl: Control {
    var sizing: _CustomLayout<EmptyView>.Sizing?
    var placing: _CustomLayout<EmptyView>.Placing?
    var units = LayoutUnits(.cells)

    private var subviews: [_LayoutSubview] { children.map { _LayoutSubview(control: $0, unit: units) } }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard let sizing else { return .zero }
        let size = sizing(units.proposal(proposal), subviews)
        return units.cells(_LayoutProposal(width: size.width, height: size.height))
    }

    override func layoutChildren() {
        let bounds = (
            x: Double(frame.minX) * units.column, y: Double(frame.minY) * units.row,
            width: Double(frame.size.width) * units.column, height: Double(frame.size.height) * units.row
        )
        placing?(bounds, units.proposal(frame.size), subviews)
    }
}
