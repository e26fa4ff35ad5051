/// Whether a confirmation dialog shows its title, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
    /// The default: shown.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// A modal view over the screen: focus stays inside it, Esc closes it, and the screen
/// behind keeps its state. The shared body of sheets, alerts and confirmation dialogs.
struct PresentationHost<Base: View, Content: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    let title: String
    /// Whether the box is the size of its content unless the content asks otherwise
    /// (`.presentationSizing`).
    let fitsContent: Bool
    let buttonsDismiss: Bool
    let onDismiss: (@MainActor () -> Void)?
    /// A full-screen cover: the whole screen, without a frame or margin.
    var coversScreen = false
    /// An alert's: Return in its text field presses its first action.
    var returnPressesFirstAction = false
    let content: Content

    var body: some View {
        ZStack(alignment: .topLeading) {
            // A full-screen cover hides the view it covers: its views disappear, as on iOS,
            // and appear again when the cover closes. A sheet leaves them on screen.
            base.modifier(AppearanceScopeModifier(isVisible: !(coversScreen && isPresented.wrappedValue)))
            if isPresented.wrappedValue {
                // Only the binding and the callback: a closure capturing `self` would hold the
                // content it presents.
                let isPresented = isPresented
                let onDismiss = onDismiss
                let dismiss: @MainActor () -> Void = {
                    isPresented.wrappedValue = false
                    onDismiss?()
                }
                DialogBox(
                    title: title, fitsContent: fitsContent, coversScreen: coversScreen, dismissKeys: [.escape],
                    returnPressesFirstAction: returnPressesFirstAction, dismiss: dismiss, content: content
                )
                .environment(\.dismiss, DismissAction(action: dismiss))
                // A sheet's own stack starts its title trail: no split-view column titles before it.
                .environment(\.navigationTrailPrefix, [])
                .environment(\.buttonsDismissPresentation, buttonsDismiss ? dismiss : nil)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            }
        }
    }
}

extension View {
    /// Presents `content` over the screen while `isPresented` is true, as SwiftUI's sheet:
    /// Esc or `dismiss()` inside close it, then `onDismiss` runs. The sheet fills the screen
    /// but for a margin; `.presentationSizing(.fitted)` on the content makes it a box the size
    /// of the content instead.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        PresentationHost(
            base: self, isPresented: isPresented, title: "", fitsContent: false, buttonsDismiss: false, onDismiss: onDismiss,
            content: content())
    }

    /// Presents `content(item)` while `item` is not nil; closing sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding(location: PresenceLocation(item: item))
        return PresentationHost(
            base: self, isPresented: isPresented, title: "", fitsContent: false, buttonsDismiss: false, onDismiss: onDismiss,
            content: item.wrappedValue.map(content))
    }

    /// An alert titled `title` with buttons; any button closes it, Esc cancels, and Return in
    /// a text field inside presses the first button that is not a cancel button.
    ///
    /// ```swift
    /// .alert("Delete “Trip”?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert with a message under the title.
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        let message = message()
        let actions = actions()
        return PresentationHost(
            base: self, isPresented: isPresented, title: title, fitsContent: true, buttonsDismiss: true, onDismiss: nil,
            returnPressesFirstAction: true,
            content: VStack(alignment: .leading, cellSpacing: 1) {
                message
                AlertActions(content: actions)
            })
    }

    /// A confirmation dialog: the choices stacked, any of them closes it, Esc cancels.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        let message = message()
        let actions = actions()
        return PresentationHost(
            base: self, isPresented: isPresented, title: titleVisibility == .hidden ? "" : title, fitsContent: true,
            buttonsDismiss: true, onDismiss: nil,
            content: VStack(alignment: .leading, cellSpacing: 1) {
                message
                VStack(alignment: .leading, spacing: 0) { actions }
            })
    }

    /// A confirmation dialog without a message.
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}
