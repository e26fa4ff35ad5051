import FoundationEssentials

/// Whether the app is in front, as SwiftUI's `ScenePhase`. A terminal program that runs is in
/// front: `@Environment(\.scenePhase)` reads ``active``, and goes through ``inactive`` to
/// ``background`` before Ctrl-Z suspends the program and when it quits.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not running.
    case background
    /// Shown but not receiving input.
    case inactive
    /// In front, receiving keys.
    case active
}

/// The presentation a view is in, as SwiftUI's older `PresentationMode`, read through
/// `@Environment(\.presentationMode)`: `presentationMode.wrappedValue.dismiss()` closes it.
public struct PresentationMode {
    let dismissAction: DismissAction

    /// True inside a sheet, alert or pushed screen.
    public var isPresented: Bool { dismissAction.action != nil }

    /// Closes the presentation.
    @MainActor public func dismiss() { dismissAction() }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// Whether the app is in front: `.active` while it runs, `.background` once it is
    /// suspended or quits.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The locale views format with; the process's current locale unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views use; the current calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views use; the current time zone unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The presentation this view is in, as a binding (SwiftUI's older form of ``dismiss``).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return .constant(mode)
    }
}
