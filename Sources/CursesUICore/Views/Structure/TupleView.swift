/// Several views side by side in a builder block; the enclosing stack lays them out.
public struct TupleView<each Content: View>: View {
    private let storage: TupleViewStorage<repeat each Content>

    init(_ content: repeat each Content) { storage = TupleViewStorage(repeat each content) }

    /// The views, in order.
    var content: (repeat each Content) { storage.content }
}

/// The views of a ``TupleView`` in a box of their own. The graph copies a view each time it
/// looks at one, and copying a tuple of views asked the runtime for the tuple's type and copied
/// every element (a screen's body is mostly tuples); a box is one reference count. Views holding
/// a tuple still compare by what is in it.
final class TupleViewStorage<each Content: View>: ComparedByContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    func hasEquivalentContent(to other: AnyObject) -> Bool {
        guard let other = other as? TupleViewStorage<repeat each Content> else { return false }
        if other === self { return true }
        return ValueEquality.isEquivalent(content, other.content)
    }
}

extension TupleView: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }

    var childViews: [ViewChild] {
        var children: [ViewChild] = []
        for child in repeat each content { children.append(ViewChild(child, position: children.count)) }
        return children
    }

    func hasSameConfiguration(as other: Self) -> Bool { true }
}

/// Views written one after another, each type-erased: what a container that treats them apart
/// (a two-column `NavigationView`) looks at.
@MainActor
protocol ViewSequence {
    var anyViews: [AnyView] { get }
}

extension TupleView: ViewSequence {
    var anyViews: [AnyView] {
        var views: [AnyView] = []
        for view in repeat each content { views.append(AnyView(view)) }
        return views
    }
}
