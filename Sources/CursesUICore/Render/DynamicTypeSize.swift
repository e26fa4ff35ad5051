/// The size text is drawn at, as SwiftUI's `DynamicTypeSize`: a terminal draws every size in
/// its one cell size, so choosing one changes nothing on screen.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
    /// The size text is drawn at: always `.large` in a terminal.
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
}

extension View {
    /// Draws text inside at a dynamic type size: a terminal has one, so nothing changes.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Limits the dynamic type sizes text inside may take: a terminal has one, so nothing changes.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
}
