/// Shows the first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: a
/// row of buttons on a wide terminal, a column on a narrow one.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Button("Save") {}; Button("Save and Close") {} }
///     VStack { Button("Save") {}; Button("Save and Close") {} }
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views of `content`, in order, measuring them along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func makeControl(for node: Node) -> Control? { ViewThatFitsControl(node: node, axes: axes) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? ViewThatFitsControl)?.axes = axes
        return childViews
    }

    func hasSameConfiguration(as other: ViewThatFits) -> Bool { axes == other.axes }
}
