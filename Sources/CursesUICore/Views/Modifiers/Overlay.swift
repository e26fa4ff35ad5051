extension View {
    /// Draws `content` over this view, aligned by `alignment`, as SwiftUI's `overlay(alignment:content:)`;
    /// the view alone decides the size, and `content` is offered it.
    ///
    /// ```swift
    /// List { … }.overlay { if items.isEmpty { ContentUnavailableView("No Items", systemImage: "tray") } }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationLayout(content: self, decoration: content(), alignment: alignment, isBackground: false)
    }
}
