import CursesUICore

/// The app's colours in one place, read by every screen from the environment.
///
/// Colour only ever adds to what the text already says: a focused control stays in reverse
/// video, a deposit keeps its "+", so the monochrome theme (and `NO_COLOR`) reads the same.
public struct Theme: Equatable, Sendable {
    /// The themes the settings offer.
    public typealias Name = ThemeName

    public var name: Name
    /// The header bar.
    public var accent: Color
    public var deposit: Color
    public var withdrawal: Color
    /// The progress bar of a bank still being filled, a full one, and one past its date.
    public var inProgress: Color
    public var completed: Color
    public var expired: Color
    /// What is owed: a balance below zero (debt mode) and the amounts that say so.
    public var debt: Color
    /// An adjustment record (a balance set to a new amount).
    public var adjustment: Color

    public init(_ name: Name) {
        self.name = name
        switch name {
        case .standard:
            (accent, deposit, withdrawal) = (.cyan, .green, .red)
            (inProgress, completed, expired) = (.cyan, .green, .yellow)
            (debt, adjustment) = (.red, .magenta)
        case .monochrome:
            (accent, deposit, withdrawal) = (.default, .default, .default)
            (inProgress, completed, expired) = (.default, .default, .default)
            (debt, adjustment) = (.default, .default)
        case .highContrast:
            (accent, deposit, withdrawal) = (.yellow, .green, .red)
            (inProgress, completed, expired) = (.white, .green, .red)
            (debt, adjustment) = (.red, .magenta)
        }
    }

    /// The bar colour for a bank's state.
    func progressColor(for bank: PiggyBank, today: CalendarDate) -> Color {
        if bank.isCompleted { return completed }
        if let expiration = bank.expirationDate.flatMap(CalendarDate.init), expiration < today { return expired }
        return inProgress
    }
}

private struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme { Theme(.standard) }
}

extension EnvironmentValues {
    /// The colours of the app's screens.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension ThemeName: AppStorageValue {}
