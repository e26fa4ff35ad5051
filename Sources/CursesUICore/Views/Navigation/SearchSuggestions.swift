/// The views a `searchSuggestions` modifier shows under the search field. Views cannot be
/// compared, so each set made by an evaluation has its own number, as row actions do.
struct SearchSuggestions: Equatable {
    let view: AnyView
    private let number: UInt64

    @MainActor private static var made: UInt64 = 0

    @MainActor init(_ view: AnyView) {
        Self.made += 1
        self.view = view
        number = Self.made
    }

    static func == (lhs: SearchSuggestions, rhs: SearchSuggestions) -> Bool { lhs.number == rhs.number }
}

/// The completions of the suggestions shown, in order, as they come up to the search field.
struct SearchCompletionsKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Suggestions written inside a `searchable` view (before `.searchable`), handed up to it.
struct InnerSearchSuggestionsKey: PreferenceKey {
    static let defaultValue: SearchSuggestions? = nil
    static func reduce(value: inout SearchSuggestions?, nextValue: () -> SearchSuggestions?) { value = value ?? nextValue() }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestions? { nil }
}

private struct HighlightedCompletionKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The suggestions of the `searchable` views inside (`searchSuggestions`).
    var searchSuggestions: SearchSuggestions? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// The completion ↑/↓ in the search field point at, drawn reversed.
    var highlightedSearchCompletion: String? {
        get { self[HighlightedCompletionKey.self] }
        set { self[HighlightedCompletionKey.self] = newValue }
    }
}

/// Hands a suggestion's completion up to the search field and reverses the suggestion while
/// ↑/↓ point at it.
struct SearchCompletionModifier: ViewModifier {
    let completion: String
    @Environment(\.highlightedSearchCompletion) private var highlighted

    func body(content: Content) -> some View {
        content.reverse(highlighted == completion).preference(key: SearchCompletionsKey.self, value: [completion])
    }
}

extension View {
    /// Shows `suggestions` under the search field of the `searchable` view inside while the
    /// field has focus and text, as SwiftUI's `searchSuggestions(_:)`. ↓ and ↑ in the field
    /// point at the suggestions that have a `searchCompletion(_:)`, and Return puts the one
    /// pointed at into the field. Written after `searchable` or before it, as in SwiftUI.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchSuggestions {
    ///     ForEach(fruits.filter { $0.hasPrefix(query) }, id: \.self) { Text($0).searchCompletion($0) }
    /// }
    /// ```
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = SearchSuggestions(AnyView(suggestions()))
        return environment(\.searchSuggestions, suggestions).preference(key: InnerSearchSuggestionsKey.self, value: suggestions)
    }

    /// Makes this suggestion fill the search field with `completion` when chosen, as
    /// SwiftUI's `searchCompletion(_:)`. Outside `searchSuggestions` it does nothing.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
}
