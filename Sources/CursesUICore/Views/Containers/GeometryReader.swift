/// A container that takes all the space offered and builds its content from that space's size,
/// as SwiftUI's `GeometryReader`: the content sits at the top leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     HStack(spacing: 0) {
///         Text("Sidebar").frame(width: proxy.size.width / 3)
///         Text("Detail")
///     }
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader that builds `content` from the geometry it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { GeometryReaderControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let frame = (node.control as? GeometryReaderControl)?.builtFrame ?? .zero
        return [ViewChild(content(GeometryProxy(screenFrame: frame, unit: node.environment.lengthUnit)))]
    }
}
