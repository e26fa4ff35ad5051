/// A row whose views appear as they scroll into view, as SwiftUI's `LazyHStack`: a terminal
/// builds it as an ``HStack``, and in a horizontal ``ScrollView`` a view's `onAppear` and
/// `task` run when it comes into the window, its `onDisappear` runs and its `task` is
/// cancelled when it leaves.
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
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }.environment(\.rowsAppearLazily, true)
    }
}
