/// Closes what presented the current view, as SwiftUI's `DismissAction`: a sheet, an alert or
/// confirmation dialog, or the top screen of a ``NavigationStack``. Read it with
/// `@Environment(\.dismiss)` and call it like a function.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    /// Closes the presentation; does nothing where nothing was presented.
    @MainActor public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

private struct ButtonsDismissKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Closes the nearest presentation (sheet, alert, navigation destination).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Set inside alerts and confirmation dialogs: any button pressed there also closes it.
    var buttonsDismissPresentation: (@MainActor () -> Void)? {
        get { self[ButtonsDismissKey.self] }
        set { self[ButtonsDismissKey.self] = newValue }
    }
}
