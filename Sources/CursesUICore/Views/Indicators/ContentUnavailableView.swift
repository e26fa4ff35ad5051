/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// its label (a symbol's glyph and a bold title), a dim description and any actions, centred.
///
/// ```swift
/// ContentUnavailableView("No Expenses", systemImage: "tray", description: Text("Tap + to add one."))
/// ContentUnavailableView.search(text: searchText)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view built from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The view's content.
    public var body: some View {
        VStack(alignment: .center, cellSpacing: 1) {
            label.bold()
            description.foregroundStyle(.secondary)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
    }
}

extension ContentUnavailableView where Label == CursesUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with the SF Symbol `systemImage`, and an optional description.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(label: { CursesUICore.Label(title, systemImage: systemImage) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// SwiftUI's view for a search that found nothing: "No Results".
    public static var search: ContentUnavailableView { search(query: nil) }

    /// SwiftUI's view for a search for `text` that found nothing: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView { search(query: text) }

    private static func search(query: String?) -> ContentUnavailableView {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(query: query) }, description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}
