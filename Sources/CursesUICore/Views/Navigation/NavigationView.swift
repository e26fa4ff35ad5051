/// SwiftUI's navigation container before `NavigationStack` (deprecated in iOS 16, still in
/// most tutorials and working code): here always a ``NavigationStack`` of its content, as on
/// an iPhone or with `.navigationViewStyle(.stack)`. Links push their destinations, the header
/// names the way back, Esc pops.
///
/// ```swift
/// NavigationView {
///     List(items) { item in NavigationLink(item.name) { DetailView(item: item) } }
///         .navigationBarTitle("Items")
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose root screen is `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The view's content.
    public var body: some View { NavigationStack { content } }
}
