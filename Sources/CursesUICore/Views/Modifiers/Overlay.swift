extension View {
    /// Draws `content` over this view, aligned by `alignment`, as SwiftUI's `overlay(alignment:content:)`.
    ///
    /// ```swift
    /// List { … }.overlay { if items.isEmpty { ContentUnavailableView("No Items", systemImage: "tray") } }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ZStack(alignment: alignment) {
            self
            content()
        }
    }
}
