/// The parts of ``ContentUnavailableView/search``, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    /// The magnifying glass and "No Results", naming the query when there is one.
    public struct Label: View {
        let query: String?

        /// The view's content.
        public var body: some View {
            CursesUICore.Label(query.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        /// The view's content.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// The view's content.
        public var body: some View { EmptyView() }
    }
}
