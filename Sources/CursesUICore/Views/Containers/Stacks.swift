/// Arranges its children in a column.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) { Text("Name"); TextField("Name", text: $name) }
/// ```
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: StackSpacing
    let content: Content

    /// A column aligned by `alignment`, with `spacing` rows between children (none when nil;
    /// points in ``LengthUnit/points``).
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(StackSpacing.written) ?? .cells(0)
        self.content = content()
    }

    /// A column with `spacing` rows between children whatever the environment's
    /// ``LengthUnit``: the framework's own compositions, leading-aligned unless they say otherwise.
    init(alignment: HorizontalAlignment = .leading, cellSpacing spacing: Int, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = .cells(spacing)
        self.content = content()
    }
}

extension VStack: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { alignment == other.alignment && spacing == other.spacing }

    func makeControl(for node: Node) -> Control? {
        StackControl(
            node: node, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top),
            spacing: spacing.cells(along: .vertical, in: node.environment.lengthUnit))
    }

    func configure(_ node: Node) -> [ViewChild] {
        StackUpdate.apply(
            node, alignment: Alignment(horizontal: alignment, vertical: .top),
            spacing: spacing.cells(along: .vertical, in: node.environment.lengthUnit))
        return childViews
    }
}

/// Arranges its children in a row.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: StackSpacing
    let content: Content

    /// A row aligned by `alignment`, with `spacing` cells between children (one when nil;
    /// points in ``LengthUnit/points``).
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(StackSpacing.written) ?? .cells(1)
        self.content = content()
    }

    /// A row with `spacing` cells between children whatever the environment's ``LengthUnit``:
    /// the framework's own compositions, top-aligned unless they say otherwise.
    init(alignment: VerticalAlignment = .top, cellSpacing spacing: Int, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = .cells(spacing)
        self.content = content()
    }
}

extension HStack: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { alignment == other.alignment && spacing == other.spacing }

    func makeControl(for node: Node) -> Control? {
        StackControl(
            node: node, axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment),
            spacing: spacing.cells(along: .horizontal, in: node.environment.lengthUnit))
    }

    func configure(_ node: Node) -> [ViewChild] {
        StackUpdate.apply(
            node, alignment: Alignment(horizontal: .leading, vertical: alignment),
            spacing: spacing.cells(along: .horizontal, in: node.environment.lengthUnit))
        // Side by side is not a column of list rows: a `ForEach` in here makes plain views.
        if node.environment.makesListRows { node.childEnvironment.makesListRows = false }
        return childViews
    }
}

/// Layers its children on top of each other, later ones in front.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Layers aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { alignment == other.alignment }

    func makeControl(for node: Node) -> Control? { ZStackControl(node: node, alignment: alignment) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? ZStackControl)?.alignment = alignment
        return childViews
    }
}

/// Applies a stack view's parameters to its control, re-laying out only when they changed.
@MainActor
enum StackUpdate {
    static func apply(_ node: Node, alignment: Alignment, spacing: Int) {
        guard let stack = node.control as? StackControl else { return }
        if stack.layout.spacing != spacing || stack.layout.alignment != alignment {
            stack.layout.spacing = spacing
            stack.layout.alignment = alignment
            stack.setNeedsLayout()
        }
    }
}

/// A stack's spacing: written by the program (read in the environment's ``LengthUnit``) or the
/// framework's own, in cells.
enum StackSpacing: Hashable {
    case written(Int)
    case cells(Int)

    func cells(along axis: Axis, in unit: LengthUnit) -> Int {
        switch self {
        case .written(let length): unit.cells(length, along: axis)
        case .cells(let length): length
        }
    }
}
