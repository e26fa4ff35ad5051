/// Shows its content and a view built from the content's preference values, rebuilt whenever
/// those values change: after the content was evaluated and its values combined, in the same
/// update, without evaluating the content again. The navigation header reads the screens'
/// titles and toolbars this way, as `overlayPreferenceValue` reads a preference.
struct PreferenceReader<Content: View, Reader: View>: View {
    /// True to put the built view before the content (a header), false after it (an overlay).
    let readerFirst: Bool
    let content: Content
    let reader: (PreferenceValues) -> Reader
    /// True when two sets of values build the same view: all of them equal, or only the
    /// value of the one key the reader looks at.
    let buildsSame: (PreferenceValues, PreferenceValues) -> Bool

    init(readerFirst: Bool, content: Content, @ViewBuilder reader: @escaping (PreferenceValues) -> Reader) {
        self.init(readerFirst: readerFirst, content: content, reader: reader) { $0.isEquivalent(to: $1) }
    }

    /// A reader of the value of `key` alone: other values changing below leave it alone.
    init<Key: PreferenceKey>(
        readerFirst: Bool, content: Content, key: Key.Type, @ViewBuilder reader: @escaping (PreferenceValues) -> Reader
    ) {
        self.init(readerFirst: readerFirst, content: content, reader: reader) {
            ValueEquality.isEquivalent($0[key] as Any, $1[key] as Any)
        }
    }

    /// A reader of the value of `key` alone, an `Equatable` value compared with `==`, as
    /// ``ValueEquality`` would compare it: the runtime is not asked how the type compares (at
    /// the first frame: four conformance questions, each a scan of every conformance record).
    init<Key: PreferenceKey>(
        readerFirst: Bool, content: Content, key: Key.Type, @ViewBuilder reader: @escaping (PreferenceValues) -> Reader
    ) where Key.Value: Equatable {
        self.init(readerFirst: readerFirst, content: content, reader: reader) { $0[key] == $1[key] }
    }

    private init(
        readerFirst: Bool, content: Content, reader: @escaping (PreferenceValues) -> Reader,
        buildsSame: @escaping (PreferenceValues, PreferenceValues) -> Bool
    ) {
        self.readerFirst = readerFirst
        self.content = content
        self.reader = reader
        self.buildsSame = buildsSame
    }
}

extension PreferenceReader: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] {
        let contentIndex = readerFirst ? 1 : 0
        let readerIndex = 1 - contentIndex
        let read = node.storage(for: "preferenceReader") { ReadValues() }
        read.values = node.children.indices.contains(contentIndex) ? node.children[contentIndex].preferences : PreferenceValues()
        let reader = reader
        let buildsSame = buildsSame
        node.attributes[PreferenceObserverAttribute.self] = { node, _ in
            guard node.children.indices.contains(contentIndex) else { return }
            let values = node.children[contentIndex].preferences
            guard !buildsSame(values, read.values) else { return }
            read.values = values
            node.replaceChild(at: readerIndex, with: reader(values))
        }
        let built = ViewChild(reader(read.values), id: "reader")
        let content = ViewChild(content, id: "content")
        return readerFirst ? [built, content] : [content, built]
    }
}

/// The values a preference reader last built its view from.
private final class ReadValues {
    var values = PreferenceValues()
}

extension View {
    /// Puts a view built from this view's value of `key` over it, rebuilt when the value changes.
    ///
    /// ```swift
    /// List { … }.overlayPreferenceValue(ItemCount.self) { count in
    ///     Text("\(count) items")
    /// }
    /// ```
    public func overlayPreferenceValue<Key: PreferenceKey, Overlay: View>(
        _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> Overlay
    ) -> some View {
        ZStack(alignment: alignment) {
            PreferenceReader(readerFirst: false, content: self) { transform($0[Key.self] ?? Key.defaultValue) }
        }
    }

    /// Puts a view built from this view's value of `key` behind it, rebuilt when the value changes.
    public func backgroundPreferenceValue<Key: PreferenceKey, Background: View>(
        _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> Background
    ) -> some View {
        ZStack(alignment: alignment) {
            PreferenceReader(readerFirst: true, content: self) { transform($0[Key.self] ?? Key.defaultValue) }
        }
    }
}
