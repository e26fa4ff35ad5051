/// One view per element of a collection, each identified by the element's id.
///
/// ```swift
/// ForEach(banks) { bank in Text(bank.name) }
/// ```
/// Inside a `Chart` it makes marks instead (``ChartContent``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {}

extension ForEach where Content: View {
    /// One view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per element of `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    /// Inside a `List` or `Form`, or with edit actions, each element is a ``ListItemRow``:
    /// a row that knows its offset and takes the edit keys and row actions.
    func configure(_ node: Node) -> [ViewChild] {
        let actions = node.environment.rowEditActions
        node.childEnvironment.rowEditActions = nil
        guard node.environment.makesListRows || actions != nil else {
            return data.map { ViewChild(content($0), id: AnyHashable($0[keyPath: id])) }
        }
        let count = data.count
        return data.enumerated().map { offset, element in
            let id = AnyHashable(element[keyPath: id])
            let row = ListItemRow(content: content(element), id: id, offset: offset, count: count, actions: actions ?? RowEditActions())
            return ViewChild(row, id: id)
        }
    }
}
