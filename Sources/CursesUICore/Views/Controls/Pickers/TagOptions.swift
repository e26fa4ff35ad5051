/// The options of a ``Picker``: the text and the tag of every view in its content that has a
/// `.tag(_:)`, found through stacks, groups, conditionals and `ForEach`.
@MainActor
enum TagOptions {
    struct Option {
        let label: String
        let tag: AnyHashable
    }

    static func of(_ view: some View) -> [Option] {
        if let list = view as? any ViewList { return list.listedViews.flatMap { of($0) } }
        return (view as? any TaggedOptionSource)?.tagOptions ?? []
    }
}

/// A view that carries a tag, or wraps a view that does.
@MainActor
protocol TaggedOptionSource {
    var tagOptions: [TagOptions.Option] { get }
}

/// Marks a view with the value a picker sets when it is chosen.
struct TagModifier<Value: Hashable>: NodeModifier {
    let value: Value
    func apply(to node: Node) {}
}

extension View {
    /// The value a ``Picker`` sets when this option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: tag))
    }
}

extension ModifiedContent: TaggedOptionSource where Content: View {
    var tagOptions: [TagOptions.Option] {
        if let tag = modifier as? any TagValue { return [TagOptions.Option(label: PlainText.of(content), tag: tag.anyTag)] }
        return TagOptions.of(content)
    }
}

/// A tag modifier of any value type.
@MainActor
protocol TagValue {
    var anyTag: AnyHashable { get }
}

extension TagModifier: TagValue {
    var anyTag: AnyHashable { AnyHashable(value) }
}
