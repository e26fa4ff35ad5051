/// Holds a guide a view sets for one alignment (`.alignmentGuide(_:computeValue:)`), laying
/// its content out as its own; the stacks and `ZStack` around it line the view up by the guide.
final class AlignmentGuideControl: PassThroughControl {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    var guide: Guide
    var computeValue: (ViewDimensions) -> Double
    var unit = LengthUnit.cells
    /// True once any view has set a guide: until then stacks align without looking for one.
    private(set) static var isInUse = false

    init(node: Node, guide: Guide, computeValue: @escaping (ViewDimensions) -> Double) {
        self.guide = guide
        self.computeValue = computeValue
        Self.isInUse = true
        super.init(node: node)
    }

    /// The guides `control` sets (on it, or on the view it wraps alone) at `size`, in cells,
    /// or nil when it sets none. Inner guides are worked out first, so an outer one can read
    /// them.
    static func guides(of control: Control, size: Size) -> (horizontal: [HorizontalAlignment: Int], vertical: [VerticalAlignment: Int])? {
        guard isInUse else { return nil }
        var holders: [AlignmentGuideControl] = []
        var current: Control? = control
        while let candidate = current {
            if let holder = candidate as? AlignmentGuideControl { holders.append(holder) }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        guard let unit = holders.first?.unit else { return nil }
        let (column, row) = unit == .points ? (LengthUnit.pointsPerColumn, LengthUnit.pointsPerRow) : (1, 1)
        var dimensions = ViewDimensions(_width: Double(size.width) * column, height: Double(size.height) * row)
        for holder in holders.reversed() {
            let value = holder.computeValue(dimensions)
            switch holder.guide {
            case .horizontal(let alignment): dimensions.explicitHorizontal[alignment] = value
            case .vertical(let alignment): dimensions.explicitVertical[alignment] = value
            }
        }
        return (
            dimensions.explicitHorizontal.mapValues { cells($0, perCell: column) },
            dimensions.explicitVertical.mapValues { cells($0, perCell: row) }
        )
    }

    private static func cells(_ length: Double, perCell: Double) -> Int {
        guard length.isFinite else { return 0 }
        return Int((length / perCell).rounded())
    }
}

/// Sets a view's guide for one alignment.
@usableFromInline struct AlignmentGuideModifier: NodeModifier {
    let guide: AlignmentGuideControl.Guide
    let computeValue: (ViewDimensions) -> Double

    func makeControl(for node: Node) -> Control? { AlignmentGuideControl(node: node, guide: guide, computeValue: computeValue) }

    func apply(to node: Node) {
        guard let control = node.control as? AlignmentGuideControl else { return }
        control.guide = guide
        control.computeValue = computeValue
        control.unit = node.environment.lengthUnit
        control.parent?.setNeedsLayout()
    }
}

extension View {
    /// Moves where this view lines up with its siblings for `g`, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`: a `VStack(alignment: .leading)` lines its children's
    /// leading guides up, and `{ d in d[.trailing] }` lines this view's trailing edge up with
    /// the others' leading edges. The value is in the program's ``LengthUnit``, whole cells.
    @_disfavoredOverload
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Moves where this view lines up with its siblings for `g` down the view, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`, for an `HStack` or a `ZStack`.
    @_disfavoredOverload
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}
