/// Sizes its content to a width-to-height ratio, as SwiftUI's `aspectRatio(_:contentMode:)`:
/// the ratio is of the shape seen on the screen, so a cell (about 8 points wide and 17 high)
/// counts as a tall rectangle and a 1:1 ratio takes about two columns a row.
final class AspectRatioControl: Control {
    /// Width over height as seen; nil keeps the content's own size.
    var ratio: Double?
    var contentMode: ContentMode

    init(node: Node, ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(node: node)
    }

    /// Columns per row for the ratio.
    private var cellRatio: Double? {
        guard let ratio, ratio > 0, ratio.isFinite else { return nil }
        return ratio * LengthUnit.pointsPerRow / LengthUnit.pointsPerColumn
    }

    /// With a ratio its size follows from the space offered, so a stack gives it no share of
    /// what is left over (a `GeometryReader` card in a grid stays a card, not a column).
    override func expands(_ axis: Axis) -> Bool { cellRatio == nil && super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size {
        guard let cellRatio else { return StackLayout.column.size(of: children, in: proposal) }
        let widthFromHeight = proposal.height >= Int.infinity / 2 ? Int.infinity : Int((Double(proposal.height) * cellRatio).rounded())
        let width = contentMode == .fit ? min(proposal.width, widthFromHeight) : proposal.width
        let height = Int((Double(width) / cellRatio).rounded())
        return Size(width: max(0, width), height: max(0, min(height, proposal.height)))
    }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }
}

/// Gives the view a width-to-height ratio.
@usableFromInline struct AspectRatioModifier: NodeModifier {
    let ratio: Double?
    let contentMode: ContentMode

    func makeControl(for node: Node) -> Control? { AspectRatioControl(node: node, ratio: ratio, contentMode: contentMode) }

    func apply(to node: Node) {
        guard let control = node.control as? AspectRatioControl, control.ratio != ratio || control.contentMode != contentMode
        else { return }
        control.ratio = ratio
        control.contentMode = contentMode
        control.setNeedsLayout()
    }
}
