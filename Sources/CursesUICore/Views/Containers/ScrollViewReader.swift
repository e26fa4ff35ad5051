/// A view that gives its content a ``ScrollViewProxy``, as SwiftUI's `ScrollViewReader`, to
/// scroll the scroll views inside to a view with a given id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { message in Text(message.text).id(message.id) }
///     }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader that builds `content` with a proxy for the scroll views inside it.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] {
        [ViewChild(content(ScrollViewProxy(reader: node)))]
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``, as SwiftUI's `ScrollViewProxy`.
/// A view is found by the id `.id(_:)` or a `ForEach` gave it; rows a lazy `List` has not built
/// (out of sight) cannot be found, and the call does nothing for them.
@MainActor
public struct ScrollViewProxy {
    private let readerReference: NodeReference
    var reader: Node? { readerReference.node }

    init(reader: Node) { readerReference = reader.reference }

    /// Scrolls the scroll view around the view with `id` so that the view shows at `anchor`
    /// (`.top`, `.center`, `.bottom`), or just comes into view when `anchor` is nil. The scroll
    /// view stays there until the focus moves.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let target = Self.node(withID: AnyHashable(id), below: reader),
            let control = target.flattenedControls.first
        else { return }
        var container = control.parent
        while let current = container, !(current is ScrollControl) { container = current.parent }
        (container as? ScrollControl)?.scrollTo(control, anchor: anchor)
    }

    private static func node(withID id: AnyHashable, below node: Node) -> Node? {
        for (childID, child) in zip(node.childIDs, node.children) {
            if childID == .given(id), node.view is any IdentifiesChildren { return child }
            if let found = Self.node(withID: id, below: child) { return found }
        }
        return nil
    }
}

/// A view whose children's ids are ids a program gave (`.id(_:)`, `ForEach`), not their places:
/// where `scrollTo` looks.
protocol IdentifiesChildren {}

extension IdentifiedView: IdentifiesChildren {}
extension ForEach: IdentifiesChildren where Content: View {}
