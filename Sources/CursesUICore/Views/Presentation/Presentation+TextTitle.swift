/// Alerts and confirmation dialogs titled with a `Text`, as SwiftUI declares them: the title is
/// the text's characters, drawn in the dialog's own title style.
extension View {
    /// An alert titled with `title` while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:)` with a `Text`.
    ///
    /// ```swift
    /// .alert(Text("Delete \(item.name)?"), isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete(item) }
    /// }
    /// ```
    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) -> some View {
        alert(PlainText.of(title), isPresented: isPresented, actions: actions)
    }

    /// An alert titled with `title`, with a message, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)` with a `Text`.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alert(PlainText.of(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with `title` while `isPresented` is true and `data` is not nil, as
    /// SwiftUI's `alert(_:isPresented:presenting:actions:)` with a `Text`.
    public func alert<T, Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        alert(PlainText.of(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert titled with `title`, its buttons and message made from `data`, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)` with a `Text`.
    public func alert<T, Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        alert(PlainText.of(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled with `title`, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)` with a `Text`.
    public func confirmationDialog<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(PlainText.of(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled with `title`, with a message, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` with a `Text`.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        confirmationDialog(
            PlainText.of(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled with `title` while `data` is not nil, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` with a `Text`.
    public func confirmationDialog<T, Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        confirmationDialog(
            PlainText.of(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog titled with `title`, its buttons and message made from `data`, as
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`
    /// with a `Text`.
    public func confirmationDialog<T, Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        confirmationDialog(
            PlainText.of(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }
}
