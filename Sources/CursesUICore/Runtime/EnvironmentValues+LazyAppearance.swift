private struct LazyAppearanceTrackerKey: EnvironmentKey {
    static var defaultValue: LazyAppearanceTracker? { nil }
}

private struct AppearanceScopeKey: EnvironmentKey {
    static var defaultValue: AppearanceScope? { nil }
}

private struct RowsAppearLazilyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The innermost scroll view's watcher of lazy views: where a row's lifecycle actions learn
    /// whether the row is in the window.
    var lazyAppearanceTracker: LazyAppearanceTracker? {
        get { self[LazyAppearanceTrackerKey.self] }
        set { self[LazyAppearanceTrackerKey.self] = newValue }
    }

    /// True inside a `List`, `LazyVStack`, `LazyHStack` or `LazyVGrid` (up to the next plain
    /// scroll view): a view's `onAppear`, `onDisappear` and `task` follow whether it is in
    /// the scroll view's window, as SwiftUI makes such rows only when they scroll into view.
    var rowsAppearLazily: Bool {
        get { self[RowsAppearLazilyKey.self] }
        set { self[RowsAppearLazilyKey.self] = newValue }
    }

    /// The part of the screen a view is in (a navigation screen, a tab's page), whose
    /// showing and hiding its lifecycle actions follow; nil outside any.
    var appearanceScope: AppearanceScope? {
        get { self[AppearanceScopeKey.self] }
        set { self[AppearanceScopeKey.self] = newValue }
    }
}
