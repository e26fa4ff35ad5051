extension View {
    /// Pins `content` above or below this view, which takes the rest of the height (centred in
    /// it when smaller), as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: a total
    /// bar under a list stays on screen while the list scrolls.
    ///
    /// ```swift
    /// List { … }.safeAreaInset(edge: .bottom) { HStack { Text("Total"); Spacer(); Text(total) } }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Pins `content` beside this view, which takes the rest of the width.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
