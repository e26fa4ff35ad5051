/// A view with a modifier applied: `.padding()`, `.bold()`, `.onChange(of:)` and the rest.
public struct ModifiedContent<Content: View, Modifier>: View {
    let content: Content
    let modifier: Modifier

    /// The view graph's handle on this built-in view. Every modifier applied this way is a
    /// ``NodeModifier``, found among the types `modifier(_:)` noted, or else by a cast: the
    /// first cast of a type to a protocol scans every conformance record of the binary. A tag
    /// is told apart by the modifier itself, not by a second cast.
    public var _builtIn: _BuiltInView? {
        if let type = NodeModifierTypes.noted(Modifier.self) { return type.builtIn(ofModified: self) }
        return (modifier as? any NodeModifier)?.builtIn(of: self)
    }
}

/// A built-in modifier: it may add a control around the content and may change the node
/// (environment for the children, key handler, focus binding, lifecycle actions).
///
/// Each conforming type is `@usableFromInline`: a program's module then sees what the
/// modifiers' `some View` results are, and builds the type of its views' bodies directly,
/// instead of the runtime rebuilding it from its mangled name at the first evaluation and
/// checking each generic argument's conformances by scanning every conformance record.
@MainActor
protocol NodeModifier {
    func makeControl(for node: Node) -> Control?
    func apply(to node: Node)
    /// True when this modifier would do to a node exactly what `other` did.
    func isSame(as other: Self) -> Bool
    /// The built-in view of `view`, whose modifier is this one.
    func builtIn<Content: View, Modifier>(of view: ModifiedContent<Content, Modifier>) -> _BuiltInView
}

extension NodeModifier {
    func makeControl(for node: Node) -> Control? { nil }
    func builtIn<Content: View, Modifier>(of view: ModifiedContent<Content, Modifier>) -> _BuiltInView {
        // `Modifier` is this type: the view is read as it lies, not copied into a new value
        // with this modifier first (a copy of all the views below it).
        withUnsafePointer(to: view) {
            UnsafeRawPointer($0).withMemoryRebound(to: ModifiedContent<Content, Self>.self, capacity: 1) { _BuiltInView($0.pointee) }
        }
    }
    func isSame(as other: Self) -> Bool { ValueEquality.isEquivalentInPlace(self, other) }

    /// ``builtIn(of:)`` of the modifier of `view`, which is of this type.
    static func builtIn<Content: View, Modifier>(ofModified view: ModifiedContent<Content, Modifier>) -> _BuiltInView {
        withUnsafePointer(to: view.modifier) { $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.builtIn(of: view) } }
    }
}

extension ModifiedContent: PrimitiveView where Modifier: NodeModifier {
    func makeControl(for node: Node) -> Control? { modifier.makeControl(for: node) }

    func configure(_ node: Node) -> [ViewChild] {
        modifier.apply(to: node)
        return childViews
    }
}

extension ModifiedContent: ContainerView where Modifier: NodeModifier {
    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { modifier.isSame(as: other.modifier) }
}

extension View {
    func modifier<Modifier: NodeModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        NodeModifierTypes.note(Modifier.self)
        return ModifiedContent(content: self, modifier: modifier)
    }
}
