/// Flexible empty space that pushes its neighbours apart along the stack's axis.
public struct Spacer: View {
    let minLength: Int

    /// A gap that grows, never shorter than `minLength`.
    public init(minLength: Int = 0) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { SpacerControl(node: node, minLength: minLength) }
    func configure(_ node: Node) -> [ViewChild] { [] }
}

final class SpacerControl: Control {
    let minLength: Int

    init(node: Node, minLength: Int) {
        self.minLength = minLength
        super.init(node: node)
    }

    override func expands(_ axis: Axis) -> Bool { stackAxis == nil || axis == stackAxis }

    override func sizeThatFits(_ proposal: Size) -> Size {
        var size = Size.zero
        let axis = stackAxis ?? .vertical
        size[axis] = max(minLength, proposal[axis])
        return size
    }
}
