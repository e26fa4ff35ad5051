/// What submits a value to an `onSubmit(of:_:)` action, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers, one bit each.
    public let rawValue: UInt

    /// A set of triggers from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in the search field of a `searchable` view.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when the user submits a value inside this view, as SwiftUI's
    /// `onSubmit(of:_:)`: `.text` (the default) is Return in a text field inside, `.search` is
    /// Return in the search field of a `searchable` view inside.
    ///
    /// ```swift
    /// List(results) { Text($0.title) }
    ///     .searchable(text: $query)
    ///     .onSubmit(of: .search) { model.search(for: query) }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(
            EnvironmentModifier("onSubmit \(triggers.rawValue)", action) { environment in
                if triggers.contains(.text) { environment.onSubmit = action }
                if triggers.contains(.search) { environment.searchSubmit = action }
            })
    }
}

private struct SearchSubmitKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return in a search field inside does (`onSubmit(of: .search)`).
    var searchSubmit: (@MainActor () -> Void)? {
        get { self[SearchSubmitKey.self] }
        set { self[SearchSubmitKey.self] = newValue }
    }
}
