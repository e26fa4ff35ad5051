/// Flexible empty space that pushes its neighbours apart along the stack's axis.
public struct Spacer: View {
    let minLength: Int

    /// A gap that grows, never shorter than `minLength` cells (points in ``LengthUnit/points``).
    public init(minLength: Int = 0) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? {
        // Over iOS's keyboard a spacer pushes the items to the bar's trailing end; in the header
        // they stand there already, and a gap would push the screen's other items aside.
        if node.environment.isInKeyboardToolbar { return nil }
        let unit = node.environment.lengthUnit
        return SpacerControl(node: node, minLength: Size(width: unit.columns(minLength), height: unit.rows(minLength)))
    }
    func configure(_ node: Node) -> [ViewChild] { [] }
}

final class SpacerControl: Control {
    /// The shortest the gap is across (in a row) and down (in a column).
    let minLength: Size

    init(node: Node, minLength: Size) {
        self.minLength = minLength
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool { stackAxis == nil || axis == stackAxis }

    override func sizeThatFits(_ proposal: Size) -> Size {
        var size = Size.zero
        let axis = stackAxis ?? .vertical
        // A scroll view offers its content an unbounded length: there, as in SwiftUI, the gap
        // is its minimum length.
        size[axis] = proposal[axis].isUnboundedLength ? minLength[axis] : max(minLength[axis], proposal[axis])
        return size
    }
}
