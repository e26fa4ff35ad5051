/// A view with another drawn behind or over it, sized to the view alone, as SwiftUI's
/// `background` and `overlay`: the decoration is offered the view's size and aligned on it.
struct DecorationLayout<Content: View, Decoration: View>: View {
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool
}

extension DecorationLayout: ContainerView {
    /// The view graph's handle on this built-in view.
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    // Each side in a ZStack of its own, so that each is exactly one control however many
    // views it holds.
    var childViews: [ViewChild] {
        let content = ViewChild(ZStack { self.content }, id: "content")
        let decoration = ViewChild(ZStack(alignment: alignment) { self.decoration }, id: "decoration")
        return isBackground ? [decoration, content] : [content, decoration]
    }

    func hasSameConfiguration(as other: Self) -> Bool { alignment == other.alignment && isBackground == other.isBackground }

    func makeControl(for node: Node) -> Control? { DecorationLayoutControl(node: node, isBackground: isBackground) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
}

/// Sizes itself by the content and gives the decoration the same frame.
final class DecorationLayoutControl: Control {
    let isBackground: Bool

    init(node: Node, isBackground: Bool) {
        self.isBackground = isBackground
        super.init(node: node)
    }

    private var content: Control? { children.count == 2 ? children[isBackground ? 1 : 0] : children.first }
    private var decoration: Control? { children.count == 2 ? children[isBackground ? 0 : 1] : nil }

    override func expands(_ axis: Axis) -> Bool { content?.expands(axis) ?? false }

    override func sizeThatFits(_ proposal: Size) -> Size { content?.measure(proposal) ?? .zero }

    override func layoutChildren() {
        content?.place(frame)
        decoration?.place(frame)
    }
}
