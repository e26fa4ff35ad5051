extension View {
    /// Shows or hides the background behind a list's or a text editor's scrolling content, as
    /// SwiftUI's `scrollContentBackground(_:)`. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, which draws no background behind scrolling content.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
