/// The size class of controls, as SwiftUI's `ControlSize`: a terminal control is one line, so
/// every size draws the same.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

extension View {
    /// The size of controls inside: accepted, no effect (a terminal control is one line).
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
