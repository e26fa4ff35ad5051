/// How much room the terminal gives, as SwiftUI's size classes: read
/// `@Environment(\.horizontalSizeClass)` to lay a screen out side by side on a wide terminal.
///
/// A terminal is ``regular`` across from ``UserInterfaceSizeClass/regularWidth`` columns and
/// down from ``UserInterfaceSizeClass/regularHeight`` rows; below that it is ``compact``. The
/// classes change with a resize, and only views that read them are evaluated again.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: 80×24 and smaller.
    case compact
    /// Room to spare.
    case regular

    /// Columns from which the horizontal class is regular.
    public static let regularWidth = 100
    /// Rows from which the vertical class is regular.
    public static let regularHeight = 30

    static func horizontal(_ size: Size) -> UserInterfaceSizeClass { size.width >= regularWidth ? .regular : .compact }

    static func vertical(_ size: Size) -> UserInterfaceSizeClass { size.height >= regularHeight ? .regular : .compact }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

extension EnvironmentValues {
    mutating func setSizeClasses(for size: Size) {
        horizontalSizeClass = .horizontal(size)
        verticalSizeClass = .vertical(size)
    }

    /// The terminal's width class; nil outside an ``Application``.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The terminal's height class; nil outside an ``Application``.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
