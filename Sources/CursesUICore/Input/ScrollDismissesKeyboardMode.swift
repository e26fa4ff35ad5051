/// How scrolling hides a touch keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`. A terminal
/// has no on-screen keyboard: accepted, no effect.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String

    /// As the context decides.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// How scrolling hides a touch keyboard: accepted, no effect in a terminal.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
