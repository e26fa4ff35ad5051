/// One line listing the keys that work now, generated from the focused context's key maps.
/// `?` (the full list) comes first, so it shows however many keys a narrow terminal leaves
/// out; the line holds whole entries only, never a key without its action.
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
        return HelpLine(entries: ordered.map { "\($0.keys) \($0.action)" }).dim()
    }
}

/// The help bar's line: as many whole entries as its width holds, joined by ` · `. A `Text`
/// would cut the last entry mid-word (or leave a dangling separator); this cuts between entries.
struct HelpLine: View, PrimitiveView {
    let entries: [String]

    func makeControl(for node: Node) -> Control? { HelpLineControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? HelpLineControl else { return [] }
        if control.entries != entries {
            control.entries = entries
            control.setNeedsLayout()
        }
        if control.style != node.environment.style {
            control.style = node.environment.style
            control.setNeedsDisplay()
        }
        return []
    }
}

final class HelpLineControl: Control {
    static let separator = " · "
    var entries: [String] = []

    /// The entries that fit in `width` columns, from the first, joined by the separator.
    static func line(_ entries: [String], width: Int) -> String {
        var line = ""
        var used = 0
        for entry in entries {
            let added = (line.isEmpty ? 0 : DisplayWidth.of(separator)) + DisplayWidth.of(entry)
            guard used + added <= width else { break }
            line += (line.isEmpty ? "" : separator) + entry
            used += added
        }
        return line
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: DisplayWidth.of(Self.line(entries, width: proposal.width)), height: min(1, proposal.height))
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        canvas.draw(Self.line(entries, width: frame.size.width), at: frame.origin, style: style, clip: clip)
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
