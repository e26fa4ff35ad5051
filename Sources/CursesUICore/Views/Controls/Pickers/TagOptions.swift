/// The options of a ``Picker``: the text and the tag of every view in its content that has a
/// `.tag(_:)`, found through stacks, groups, conditionals and `ForEach`. As in SwiftUI, a view
/// that `ForEach` makes is tagged with its element's id unless it has a tag of its own, so
/// `ForEach(Unit.allCases) { Text($0.name) }` offers each unit to a `Unit` selection.
@MainActor
enum TagOptions {
    struct Option {
        /// The option's text; a column of texts (a title over a subtitle) is one line each.
        let label: String
        let tag: AnyHashable
    }

    static func of(_ view: some View) -> [Option] {
        if let identified = view as? any IdentifiedViewList {
            return identified.identifiedViews.flatMap { element in
                let own = of(element.view)
                return own.isEmpty ? [Option(label: OptionText.of(element.view), tag: element.id)] : own
            }
        }
        if let list = view as? any ViewList { return list.listedViews.flatMap { of($0) } }
        return (view as? any TaggedOptionSource)?.tagOptions ?? []
    }
}

/// A list of views each made for an identified element (`ForEach`).
@MainActor
protocol IdentifiedViewList {
    /// Each view with its element's id.
    var identifiedViews: [(view: any View, id: AnyHashable)] { get }
}

extension ForEach: IdentifiedViewList where Content: View {
    var identifiedViews: [(view: any View, id: AnyHashable)] {
        data.map { (view: content($0), id: AnyHashable($0[keyPath: id])) }
    }
}

/// A view that carries a tag, or wraps a view that does.
@MainActor
protocol TaggedOptionSource {
    var tagOptions: [TagOptions.Option] { get }
}

/// Marks a view with the value a picker sets when it is chosen.
@usableFromInline struct TagModifier<Value: Hashable>: NodeModifier {
    let value: Value
    func apply(to node: Node) {}
}

extension View {
    /// The value a ``Picker`` sets when this option is chosen; in a `List(selection:)`, the
    /// value this row stands for in the selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: tag))
    }
}

extension ModifiedContent: TaggedOptionSource where Content: View {
    var tagOptions: [TagOptions.Option] {
        if let tag = modifier as? any TagValue { return [TagOptions.Option(label: OptionText.of(content), tag: tag.anyTag)] }
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

    /// A tagged view: the tag is the row's value in a `List(selection:)`.
    func builtIn<Content: View, Modifier>(of view: ModifiedContent<Content, Modifier>) -> _BuiltInView {
        _BuiltInView(TaggedView(content: view.content, tag: AnyHashable(value)))
    }
}

/// A view with a tag: in a `List(selection:)`, written among the list's rows, it is a row
/// whose value in the selection is the tag, as in SwiftUI; elsewhere just its content.
struct TaggedView<Content: View>: View {
    let content: Content
    let tag: AnyHashable
}

extension TaggedView: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] {
        guard node.environment.makesListRows, node.environment.listSelection != nil else { return [ViewChild(content)] }
        return [ViewChild(ListItemRow(content: content, id: tag, offset: 0, count: 1, actions: RowEditActions()))]
    }
}
