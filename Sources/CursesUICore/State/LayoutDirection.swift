/// The direction text runs, as SwiftUI's `LayoutDirection`. CursesUI lays out left to right;
/// the value is kept for views that read it.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The direction text runs, as SwiftUI's `layoutDirection`: left to right unless a view
    /// sets it; CursesUI's own layout is always left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
