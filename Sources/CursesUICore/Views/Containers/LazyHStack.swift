/// A row built as it scrolls into view in SwiftUI, as SwiftUI's `LazyHStack`; a terminal
/// builds it as an ``HStack``.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Int?
    let content: Content

    /// A row aligned by `alignment`, with `spacing` columns between children. Pinned views are
    /// accepted and scroll with the rest.
    public init(
        alignment: VerticalAlignment = .center, spacing: Int? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The view's content.
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
