/// When a search field's scope bar shows, as SwiftUI's `SearchScopeActivation`. A terminal's
/// search field always shows, and so does its scope bar, whatever the activation.
public struct SearchScopeActivation: Hashable, Sendable {
    /// As the system decides: always, here.
    public static let automatic = SearchScopeActivation()
    /// When the user types in the search field: always, here.
    public static let onTextEntry = SearchScopeActivation()
    /// When search is presented: always, here.
    public static let onSearchPresentation = SearchScopeActivation()
}

extension View {
    /// Gives this screen's search field a scope bar choosing `scope`, as SwiftUI's
    /// `searchScopes(_:scopes:)`: the scopes (views tagged with their value, as a `Picker`'s
    /// options) stand in a row under the search field, and ←/→ move between them. Narrow what
    /// the screen shows by `scope` yourself. Apply it outside `searchable`.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($continent) {
    ///     ForEach(Continent.allCases) { Text($0.name).tag($0) }
    /// }
    /// ```
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let bar = Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented).labelsHidden()
        return environment(\.searchScopes, SearchScopes(bar: AnyView(bar)))
    }

    /// Gives this screen's search field a scope bar choosing `scope`, shown as `activation` says
    /// on iOS: always, here, as ``searchScopes(_:scopes:)``.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

/// A scope bar for the search field inside a view. Views cannot be compared, so each bar has
/// its own number, as toolbar items do.
struct SearchScopes: Equatable {
    let bar: AnyView
    private let number: UInt64

    @MainActor private static var made: UInt64 = 0

    @MainActor init(bar: AnyView) {
        Self.made += 1
        number = Self.made
        self.bar = bar
    }

    static func == (lhs: SearchScopes, rhs: SearchScopes) -> Bool { lhs.number == rhs.number }
}

private struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchScopes? { nil }
}

extension EnvironmentValues {
    /// The scope bar a `searchable` inside shows under its field.
    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}
