/// One line listing the keys that work now, generated from the focused context's key maps.
/// `?` (the full list) comes first, so it shows however many keys a narrow terminal cuts off.
///
/// ```swift
/// VStack { form; Spacer(); HelpBar() }
/// ```
public struct HelpBar: View {
    @Environment(\.keyHelp) private var context

    /// Creates a help bar.
    public init() {}

    /// The view's content.
    public var body: some View {
        let entries = context?.allEntries ?? []
        let ordered = entries.filter { $0.keys == "?" } + entries.filter { $0.keys != "?" }
        return Text(ordered.map { "\($0.keys) \($0.action)" }.joined(separator: " · ")).dim().lineLimit(1)
    }
}

/// The full list of keys, shown over the screen by `?` or F1; any of Esc, `?` or F1 closes it.
struct HelpOverlay: View {
    let context: KeyHelpContext

    var body: some View {
        DialogBox(
            title: context.translations["Keys"] ?? "Keys", dismissKeys: [.escape, .character("?"), .function(1)],
            dismiss: { context.isOverlayShown = false },
            content: VStack {
                ForEach(context.allEntries, id: \.self) { entry in
                    HStack {
                        Text(entry.keys).bold().frame(width: 14)
                        Text(entry.action)
                    }
                }
                Text("")
                Text(context.translations["Esc or ? closes this help"] ?? "Esc or ? closes this help").dim()
            })
    }
}

/// What the application draws: the content, and the help overlay over it when asked.
struct ApplicationRoot<Content: View>: View {
    let content: Content
    let context: KeyHelpContext

    var body: some View {
        ZStack(alignment: .topLeading) {
            content
            if context.isOverlayShown {
                HelpOverlay(context: context).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            }
        }
    }
}

private struct KeyHelpContextKey: EnvironmentKey {
    static var defaultValue: KeyHelpContext? { nil }
}

extension EnvironmentValues {
    /// The keys that work now, published by the application for help bars.
    public var keyHelp: KeyHelpContext? {
        get { self[KeyHelpContextKey.self] }
        set { self[KeyHelpContextKey.self] = newValue }
    }
}
