/// How big a sheet is, as SwiftUI's `PresentationSizing`: set it on the sheet's content with
/// ``View/presentationSizing(_:)``.
///
/// A terminal offers two sizes: the screen less a margin (``automatic`` and ``page``), or a
/// box the size of the content, centred (``fitted``). Alerts and confirmation dialogs are
/// always fitted.
///
/// ```swift
/// .sheet(isPresented: $depositing) {
///     DepositForm().presentationSizing(.fitted)
/// }
/// ```
///
/// A sizing of your own conforms with nothing to implement and is drawn as a page.
public protocol PresentationSizing: Sendable {}

/// The default sizing of a sheet: the screen less a margin.
public struct AutomaticPresentationSizing: PresentationSizing {}

/// The screen less a margin, as SwiftUI's page sizing.
public struct PagePresentationSizing: PresentationSizing {}

/// A box as big as its content asks for, centred over the screen.
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default: the screen less a margin.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// The screen less a margin.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// A box the size of the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// Sets the size of the sheet this view is the content of; elsewhere it does nothing.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        let fitted = sizing is FittedPresentationSizing
        return environment(\.isFittedPresentation, fitted).preference(key: PresentationFitsContentKey.self, value: fitted)
    }
}

private struct IsFittedPresentationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside the content of a sheet sized to that content (`.presentationSizing(.fitted)`):
    /// a navigation stack there is as large as its screen, not the whole area offered.
    var isFittedPresentation: Bool {
        get { self[IsFittedPresentationKey.self] }
        set { self[IsFittedPresentationKey.self] = newValue }
    }
}

/// Whether the content of a presentation asked to be fitted (true) or to fill the screen
/// (false); nil where it set no sizing. It comes up to the dialog box that shows the content.
struct PresentationFitsContentKey: PreferenceKey {
    static let defaultValue: Bool? = nil
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}
