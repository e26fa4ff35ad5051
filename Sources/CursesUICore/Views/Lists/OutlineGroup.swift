/// A tree of data shown as rows that open to show their children, as SwiftUI's
/// `OutlineGroup`. In a ``List`` each node is a row; one with children ends in a chevron, as
/// in an iOS sidebar: `›` while they are hidden, `⌄` while they show (indented under it);
/// → shows them, ← hides them, and the row is selected like any other (its id is the
/// element's). Every node starts collapsed.
///
/// ```swift
/// List(selection: $category) {
///     OutlineGroup(categories, children: \.children) { node in Text(node.name) }
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Leaf
    @State private var expanded: Set<ID> = []

    /// The view's content: a row per node whose ancestors are all expanded.
    public var body: some View {
        let expanded = $expanded
        return ForEach(rows, id: \.id) { row in
            OutlineRow(
                depth: row.depth,
                isExpanded: row.hasChildren ? expanded.wrappedValue.contains(row.id) : nil,
                setExpanded: { isOpen in
                    if isOpen { expanded.wrappedValue.insert(row.id) } else { expanded.wrappedValue.remove(row.id) }
                },
                content: content(row.element))
        }
    }

    /// The nodes that show, in order, with their depth.
    private var rows: [OutlineRowEntry<Data.Element, ID>] {
        var rows: [OutlineRowEntry<Data.Element, ID>] = []
        func add(_ nodes: Data, depth: Int) {
            for node in nodes {
                let children = node[keyPath: children]
                let id = node[keyPath: id]
                rows.append(OutlineRowEntry(element: node, id: id, depth: depth, hasChildren: children != nil))
                if let children, expanded.contains(id) { add(children, depth: depth + 1) }
            }
        }
        add(data, depth: 0)
        return rows
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// A tree whose nodes are `data`, each node's children at `children` (nil for a leaf).
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.children = children
        self.id = \.id
        self.content = content
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// A tree whose nodes are `data`, identified by `id`, each node's children at `children`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.children = children
        self.id = id
        self.content = content
    }
}

/// The children of an expanded node of an ``OutlineGroup``, as SwiftUI's
/// `OutlineSubgroupChildren`.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The view's content.
    public var body: some View { content }
}

/// One node of an ``OutlineGroup`` as it shows: the element, its id, how deep it is.
struct OutlineRowEntry<Element, ID: Hashable> {
    let element: Element
    let id: ID
    let depth: Int
    let hasChildren: Bool
}

/// A node's row: indented by its depth, ending in `›`/`⌄` when it has children, which → and
/// ← show and hide through the row it is in.
struct OutlineRow<Content: View>: View {
    let depth: Int
    /// Nil for a leaf.
    let isExpanded: Bool?
    let setExpanded: @MainActor (Bool) -> Void
    let content: Content

    var body: some View {
        let row = HStack(spacing: 0) {
            Text(String(repeating: "  ", count: depth))
            content
            if let isExpanded {
                Spacer(minLength: 1)
                Text(isExpanded ? "⌄" : "›").foregroundStyle(.secondary)
            }
        }
        if let isExpanded {
            row.modifier(
                RowActionsModifier(actions: RowActions(disclosure: RowDisclosure(isExpanded: isExpanded, setExpanded: setExpanded))))
        } else {
            row.modifier(RowActionsModifier(actions: RowActions()))
        }
    }
}
