/// The label of the Return key on a touch keyboard. Terminals have none; accepted so that form
/// code written for SwiftUI (`.submitLabel(.continue)`) reads the same here.
public enum SubmitLabel: Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

extension View {
    /// Accepted for SwiftUI compatibility; has no effect in a terminal.
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
}
