/// Sets how early a stack offers the content space.
@usableFromInline struct LayoutPriorityModifier: NodeModifier {
    let priority: Double

    func makeControl(for node: Node) -> Control? { LayoutPriorityControl(node: node, priority: priority) }

    func apply(to node: Node) {
        guard let control = node.control as? LayoutPriorityControl, control.priority != priority else { return }
        control.priority = priority
        control.setNeedsLayout()
    }
}

extension View {
    /// Lets a stack offer this view space before its siblings of lower priority, as SwiftUI's
    /// `layoutPriority(_:)`: the title of a row keeps its width and the detail beside it is cut.
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }
}
