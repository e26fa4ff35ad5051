/// A column whose views appear as they scroll into view, as SwiftUI's `LazyVStack`: a
/// terminal builds it as a ``VStack``, and in a ``ScrollView`` a view's `onAppear` and `task`
/// run when it comes into the window, its `onDisappear` runs and its `task` is cancelled when
/// it leaves.
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
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }.environment(\.rowsAppearLazily, true)
    }
}
