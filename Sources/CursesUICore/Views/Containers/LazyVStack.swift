/// A column built as it scrolls into view in SwiftUI, as SwiftUI's `LazyVStack`; a terminal
/// builds it as a ``VStack``.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Int?
    let content: Content

    /// A column aligned by `alignment`, with `spacing` rows between children. Pinned views are
    /// accepted and scroll with the rest.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Int? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The view's content.
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}
