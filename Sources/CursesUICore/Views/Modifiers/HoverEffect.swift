/// How a view reacts to a pointer hovering over it, as SwiftUI's `HoverEffect`. A terminal
/// shows focus instead of hover, so `.hoverEffect` is accepted and has no effect.
public struct HoverEffect: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// Lifts the view.
    public static let lift = HoverEffect(name: "lift")
    /// Highlights the view.
    public static let highlight = HoverEffect(name: "highlight")
}

extension View {
    /// Would change the view while a pointer hovers over it; accepted, no effect in a terminal.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Turns off the system's focus ring, as SwiftUI's `focusEffectDisabled(_:)`. Accepted;
    /// has no effect in a terminal, where the focus highlight is the only sign of where keys go.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Would run `action` as a pointer enters (true) and leaves (false) the view; a terminal
    /// reports no hovering, so the action never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
