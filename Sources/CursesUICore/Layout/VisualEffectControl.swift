/// Lays its content out as its own, then moves it by the offset of a visual effect worked out
/// from the content's geometry, as SwiftUI's `visualEffect(_:)`: the content may draw outside
/// the control's frame, and nothing around it moves.
final class VisualEffectControl: PassThroughControl {
    var effect: (GeometryProxy) -> _VisualEffectChain
    var unit = LengthUnit.cells

    init(node: Node, effect: @escaping (GeometryProxy) -> _VisualEffectChain) {
        self.effect = effect
        super.init(node: node)
    }

    override var clipsChildren: Bool { false }

    override func layoutChildren() {
        let chain = effect(GeometryProxy(screenFrame: frame, unit: unit))
        let x = chain.x.isFinite ? unit.columns(Int(chain.x.rounded())) : 0
        let y = chain.y.isFinite ? unit.rows(Int(chain.y.rounded())) : 0
        StackLayout.column.place(
            children, in: Rect(x: frame.minX + x, y: frame.minY + y, width: frame.size.width, height: frame.size.height))
    }
}

/// Moves a view by a visual effect worked out from its geometry.
@usableFromInline struct VisualEffectModifier: NodeModifier {
    let effect: (GeometryProxy) -> _VisualEffectChain

    func makeControl(for node: Node) -> Control? { VisualEffectControl(node: node, effect: effect) }

    func apply(to node: Node) {
        guard let control = node.control as? VisualEffectControl else { return }
        control.effect = effect
        control.unit = node.environment.lengthUnit
        control.setNeedsLayout()
    }

    func isSame(as other: Self) -> Bool { false }
}

extension View {
    /// Applies the effects `effect` returns, given the view's geometry, as SwiftUI's
    /// `visualEffect(_:)`. **Terminal form**: an `offset` moves the view by whole cells after
    /// layout (the proxy's lengths in the program's ``LengthUnit``); the other effects have no
    /// effect (see `VisualEffect`).
    ///
    /// ```swift
    /// Text("Shadow").visualEffect { content, proxy in content.offset(x: proxy.size.width / 2) }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: { effect(EmptyVisualEffect(), $0)._chain }))
    }
}
