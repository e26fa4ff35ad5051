/// A label that can show only its icon (a `Label` in a toolbar, or under `.labelStyle(.iconOnly)`):
/// a button showing only the icon (`[ + ]`) is named by the title in the help bar when focused,
/// as VoiceOver names it on iOS ("Enter Add Recipe").
@MainActor
protocol IconOnlyLabel {
    /// The title the label hides in `environment`, where it shows only its icon; else nil.
    func hiddenTitle(in environment: EnvironmentValues) -> String?
}

extension Label: IconOnlyLabel {
    func hiddenTitle(in environment: EnvironmentValues) -> String? {
        guard showsOnlyIcon(style: environment.labelStyle, isInToolbar: environment.isInToolbar) else { return nil }
        let title = PlainText.of(title)
        return title.isEmpty ? nil : title
    }
}
