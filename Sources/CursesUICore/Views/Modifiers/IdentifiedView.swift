/// A view whose identity is a value, made by `.id(_:)`: when the value changes, the view is a
/// new one and its state, and the state of everything inside it, starts over.
struct IdentifiedView<Content: View>: View {
    let content: Content
    let id: AnyHashable
}

extension IdentifiedView: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content, id: id)] }

    func configure(_ node: Node) -> [ViewChild] { childViews }

    func hasSameConfiguration(as other: Self) -> Bool { true }
}

extension View {
    /// Binds this view's identity to `id`, as SwiftUI's `id(_:)`: when `id` changes, the view
    /// is replaced by a new one, so its `@State` (and that of the views inside) starts over.
    ///
    /// ```swift
    /// NoteEditor(note: note).id(note.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}
