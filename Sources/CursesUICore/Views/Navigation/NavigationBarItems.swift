extension View {
    /// The title of this screen in its stack's header, as SwiftUI's `navigationBarTitle(_:)`
    /// (deprecated in favour of `navigationTitle(_:)`, still common).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of this screen in its stack's header, from a string literal.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(PlainText.of(titleKey.text)) }

    /// The title of this screen in its stack's header, from a string.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }

    /// The title of this screen, with a display mode that a terminal's one-line header ignores.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(title)
    }

    /// The title of this screen from a string literal, with a display mode that a terminal's
    /// one-line header ignores.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(titleKey)
    }

    /// The title of this screen from a string, with a display mode that a terminal's one-line
    /// header ignores.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(title)
    }

    /// Puts `leading` and `trailing` in the navigation bar, as SwiftUI's
    /// `navigationBarItems(leading:trailing:)` (deprecated in favour of `toolbar`, still
    /// common): both go to the toolbar at the right end of the header, leading first.
    ///
    /// ```swift
    /// .navigationBarItems(leading: Button("Cancel") { dismiss() }, trailing: Button("Save", action: save))
    /// ```
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` in the navigation bar's toolbar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` in the navigation bar's toolbar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
