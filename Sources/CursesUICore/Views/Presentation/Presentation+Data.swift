extension View {
    /// An alert that shows while `isPresented` is true and `data` is not nil, its buttons and
    /// message made from the data, as SwiftUI's `alert(_:isPresented:presenting:actions:message:)`.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $confirming, presenting: selected) { item in
    ///     Button("Delete \(item.name)", role: .destructive) { delete(item) }
    /// } message: { item in
    ///     Text("\(item.name) will be gone.")
    /// }
    /// ```
    public func alert<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        alert(
            title, isPresented: Binding(location: PresentingLocation(isPresented: isPresented, hasData: data != nil)),
            actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// An alert that shows while `isPresented` is true and `data` is not nil, its buttons made
    /// from the data, as SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    public func alert<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// An alert titled with the error's description while `isPresented` is true and `error` is
    /// not nil, as SwiftUI's `alert(isPresented:error:actions:)`.
    ///
    /// ```swift
    /// .alert(isPresented: $showingError, error: loadError) {
    ///     Button("OK") {}
    /// }
    /// ```
    public func alert<E: LocalizedError, Actions: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> Actions
    ) -> some View {
        let actions = actions()
        return alert(
            error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: { _ in actions },
            message: { error in
                if let reason = error.failureReason ?? error.recoverySuggestion { Text(verbatim: reason) }
            })
    }

    /// An alert titled with the error's description, its buttons and message made from the
    /// error, as SwiftUI's `alert(isPresented:error:actions:message:)`.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions, @ViewBuilder message: (E) -> Message
    ) -> some View {
        alert(error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// A confirmation dialog that shows while `isPresented` is true and `data` is not nil, its
    /// buttons and message made from the data, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
    public func confirmationDialog<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        confirmationDialog(
            title, isPresented: Binding(location: PresentingLocation(isPresented: isPresented, hasData: data != nil)),
            titleVisibility: titleVisibility, actions: { if let data { actions(data) } },
            message: { if let data { message(data) } })
    }

    /// A confirmation dialog that shows while `isPresented` is true and `data` is not nil, its
    /// buttons made from the data.
    public func confirmationDialog<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }
}

/// Whether a presentation that needs data shows: asked to, and given the data. Closing it
/// clears the request.
struct PresentingLocation: BindingLocation {
    let isPresented: Binding<Bool>
    let hasData: Bool

    func get() -> Bool { isPresented.wrappedValue && hasData }

    func set(_ newValue: Bool) { isPresented.wrappedValue = newValue }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasData == rhs.hasData && lhs.isPresented.hasSameLocation(as: rhs.isPresented)
    }
}
