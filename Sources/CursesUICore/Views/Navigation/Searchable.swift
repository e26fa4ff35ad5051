/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. A terminal has one place:
/// the line under the navigation header (above the view outside a stack); every placement
/// puts it there.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a search field in the navigation bar shows, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: here it always shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown as the system decides: always, here.
        case automatic
        /// Always shown.
        case always
    }

    /// Where the system would put it: under the header.
    public static let automatic = SearchFieldPlacement()
    /// In the toolbar: under the header.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar: under the header.
    public static let sidebar = SearchFieldPlacement()
    /// In the navigation bar: under the header.
    public static let navigationBarDrawer = SearchFieldPlacement()

    /// In the navigation bar, shown as `displayMode` says: under the header.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}

extension View {
    /// Gives this screen a search field bound to `text`, as SwiftUI's `searchable`: it stands
    /// under the navigation header, `/` focuses it from anywhere on the screen, and Esc in it
    /// clears it and leaves it. Filter what the screen shows by `text` yourself.
    ///
    /// ```swift
    /// List(filtered) { Text($0.title) }
    ///     .searchable(text: $searchText, prompt: "Search to-dos")
    /// ```
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(field: SearchFieldRequest(text: text, prompt: String(prompt))))
    }

    /// Gives this screen a search field bound to `text`, prompting with `prompt` (or "Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(field: SearchFieldRequest(text: text, prompt: prompt.map { PlainText.of($0) } ?? "Search")))
    }

    /// Gives this screen a search field bound to `text` whose being in use follows
    /// `isPresented`, as SwiftUI's `searchable(text:isPresented:placement:prompt:)`: the binding
    /// is true while the field has focus, and setting it focuses the field (true) or leaves it
    /// (false).
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, isPresented: $isSearching, prompt: "Find a contact")
    /// ```
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(field: SearchFieldRequest(text: text, prompt: String(prompt), isPresented: isPresented)))
    }

    /// Gives this screen a search field bound to `text` whose being in use follows
    /// `isPresented`, prompting with `prompt` (or "Search").
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(
            SearchableModifier(
                field: SearchFieldRequest(text: text, prompt: prompt.map { PlainText.of($0) } ?? "Search", isPresented: isPresented)))
    }
}

/// The search field a screen asks for, as it comes up to its navigation stack's header.
struct SearchFieldRequest: Equatable {
    let text: Binding<String>
    let prompt: String
    /// Kept true while the field has focus (`searchable(text:isPresented:)`).
    var isPresented: Binding<Bool>?
    /// The scope bar under the field (`searchScopes`), if any.
    var scopes: SearchScopes?
    /// The views shown under the field while it is in use (`searchSuggestions`).
    var suggestions: SearchSuggestions?
    /// What Return in the field does (`onSubmit(of: .search)`).
    var submit: (@MainActor () -> Void)?

    init(text: Binding<String>, prompt: String, isPresented: Binding<Bool>? = nil) {
        self.text = text
        self.prompt = prompt
        self.isPresented = isPresented
    }

    static func == (lhs: SearchFieldRequest, rhs: SearchFieldRequest) -> Bool {
        lhs.prompt == rhs.prompt && lhs.text.hasSameLocation(as: rhs.text) && lhs.scopes == rhs.scopes
            && lhs.suggestions == rhs.suggestions && (lhs.submit == nil) == (rhs.submit == nil)
            && sameLocation(lhs.isPresented, rhs.isPresented)
    }

    private static func sameLocation(_ left: Binding<Bool>?, _ right: Binding<Bool>?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): left.hasSameLocation(as: right)
        default: false
        }
    }
}

/// The search field of the screen a view is on.
struct SearchFieldKey: PreferenceKey {
    static let defaultValue: SearchFieldRequest? = nil
    static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) { value = value ?? nextValue() }
}

/// Hands the field up to the navigation stack, or shows it above the view where there is no
/// stack (with `/` to reach it).
struct SearchableModifier: ViewModifier {
    let field: SearchFieldRequest
    @Environment(\.navigationContext) private var context
    @Environment(\.searchScopes) private var scopes
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchSubmit) private var submit
    /// Suggestions written inside the view, before `.searchable`.
    @State private var innerSuggestions: SearchSuggestions?
    @FocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        var field = field
        field.scopes = scopes
        field.suggestions = suggestions ?? innerSuggestions
        field.submit = submit
        return searched(content.onPreferenceChange(InnerSearchSuggestionsKey.self) { innerSuggestions = $0 }, field: field)
    }

    @ViewBuilder private func searched(_ content: some View, field: SearchFieldRequest) -> some View {
        if context != nil {
            content.preference(key: SearchFieldKey.self, value: field)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                // Last in focus order: the screen starts on its own first control.
                DeferredFocusRow(items: SearchFieldRow(field: field, isFocused: $isFocused.binding))
                content
            }
            .onKeyPress(.character("/"), help: "search") {
                isFocused = true
                return .handled
            }
        }
    }
}
