extension ForEach: ChartContent where Content: ChartContent {
    /// The marks made for each element, in order.
    public var marks: [ChartMark] { data.flatMap { content($0).marks } }
}

extension ForEach where Content: ChartContent {
    /// Marks for each element of `data`, identified by the key path `id`, inside a ``Chart``.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each element of `data` inside a ``Chart``.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each number of `data` inside a ``Chart``.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
