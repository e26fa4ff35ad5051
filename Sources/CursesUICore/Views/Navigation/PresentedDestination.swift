/// Pushes `destination` onto the enclosing stack while `isPresented` is true, and sets it false
/// when the screen is popped (Esc, `dismiss()`), as `.navigationDestination(isPresented:)`.
struct PresentedDestination<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    @Environment(\.navigationContext) private var context
    @State private var identity = LinkedDestinationIdentity()

    var body: some View {
        let isOnStack = context?.path.wrappedValue.contains { ($0.base as? LinkedDestination)?.identity === identity } ?? false
        return
            content
            .onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
                if shown, !isOnStack {
                    context?.push(AnyHashable(LinkedDestination(identity: identity, view: AnyView(destination))))
                } else if !shown, isOnStack, let context {
                    context.path.wrappedValue.removeAll { ($0.base as? LinkedDestination)?.identity === identity }
                }
            }
            .onChange(of: isOnStack) { _, onStack in
                if !onStack, isPresented.wrappedValue { isPresented.wrappedValue = false }
            }
    }
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true;
    /// popping it sets `isPresented` back to false.
    ///
    /// ```swift
    /// Button("Show Results") { showsResults = true }
    ///     .navigationDestination(isPresented: $showsResults) { ResultsView() }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        PresentedDestination(content: self, isPresented: isPresented, destination: destination())
    }

    /// Pushes the destination made for `item` onto the enclosing navigation stack while it is
    /// not nil; popping the screen sets it back to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PresentedDestination(
            content: self, isPresented: isPresented, destination: item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        )
    }

    /// The title of this screen in its stack's header, from a `Text`'s characters.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(PlainText.of(title)) }
}
