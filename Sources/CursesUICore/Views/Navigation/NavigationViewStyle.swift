/// How a ``NavigationView`` arranges its screens, as SwiftUI's `NavigationViewStyle`. A
/// terminal navigation view is always a stack, so every style draws the same.
public protocol NavigationViewStyle {}

/// One screen at a time, pushed and popped: what every navigation view is here.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's choice: a stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// Columns side by side on iPad and Mac: a stack here (``NavigationSplitView`` has columns).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

/// A primary and a detail column on iPad: a stack here (``NavigationSplitView`` has columns).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side, where there is room.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views inside arrange their screens: accepted, no effect, as a
    /// terminal navigation view is always a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
