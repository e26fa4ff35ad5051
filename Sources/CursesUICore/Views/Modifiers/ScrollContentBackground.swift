extension View {
    /// Whether a scrollable view's own background shows behind its content, as SwiftUI's
    /// `scrollContentBackground(_:)`: accepted, no effect (a terminal list, form or editor has
    /// no background of its own; the terminal's shows).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
