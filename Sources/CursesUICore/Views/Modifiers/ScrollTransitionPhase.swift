/// Where a view is in a scroll transition, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible area, at its top or leading edge.
    case topLeading
    /// Inside the visible area: the view as it is.
    case identity
    /// Past the visible area, at its bottom or trailing edge.
    case bottomTrailing

    /// True in the visible area.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible area, 0 in it, 1 past it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
