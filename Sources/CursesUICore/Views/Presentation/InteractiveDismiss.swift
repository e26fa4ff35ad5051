extension View {
    /// Stops Esc from closing the sheet this view is the content of, as SwiftUI's
    /// `interactiveDismissDisabled(_:)` stops a swipe: the sheet then closes only through its own
    /// buttons (`dismiss()` or its binding).
    ///
    /// ```swift
    /// .sheet(isPresented: $editing) {
    ///     EditForm().interactiveDismissDisabled(hasChanges)
    /// }
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// True when the content of a presentation refuses to be closed by Esc; it comes up to the
/// dialog box that shows the content.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
