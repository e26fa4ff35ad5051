/// One line listing the keys that work now, generated from the focused context's key maps.
/// `?` (the full list) comes first, so it shows however many keys a narrow terminal cuts off.
///
/// ```swift
/// VStack { form; Spacer(); HelpBar() }
/// ```
public struct HelpBar: View {
    /// Creates a help bar.
    public init() {}
}

extension HelpBar: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { HelpBarControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let bar = node.control as? HelpBarControl else { return [] }
        var style = node.environment.style
        style.dim = true
        if bar.style != style {
            bar.style = style
            bar.setNeedsDisplay()
        }
        bar.context = node.environment.keyHelp
        return []
    }
}

/// Draws the help line from the key help context while drawing: a change of the keys redraws
/// this one line, and no view is evaluated for it.
final class HelpBarControl: Control {
    weak var context: KeyHelpContext? {
        didSet {
            guard context !== oldValue else { return }
            context?.attach(self)
            entriesDidChange()
        }
    }

    /// The line as it reads in `width` cells: whole entries only, `?` first, so the way to the
    /// full list shows however narrow the terminal; what does not fit is left to the overlay.
    func line(width: Int) -> String {
        if let drawnLine, drawnLine.width == width { return drawnLine.line }
        let entries = context?.allEntries ?? []
        if let recent = recentLines.result(for: LineInput(entries: entries, width: width)) {
            drawnLine = (width, recent)
            return recent
        }
        var line = ""
        var lineWidth = 0
        var ordered: [KeyHelp] = []  // `?` first; loops, as a closure checked the executor per entry
        for entry in entries where entry.keys == "?" { ordered.append(entry) }
        for entry in entries where entry.keys != "?" { ordered.append(entry) }
        // Each entry measured once, not the whole line again with every entry added.
        for entry in ordered {
            let piece = line.isEmpty ? "\(entry.keys) \(entry.action)" : " · \(entry.keys) \(entry.action)"
            let pieceWidth = DisplayWidth.of(piece)
            guard lineWidth + pieceWidth <= width else { break }
            line += piece
            lineWidth += pieceWidth
        }
        drawnLine = (width, line)
        recentLines.keep(line, for: LineInput(entries: entries, width: width))
        return line
    }

    /// The lines made lately, newest last: the keys a closing sheet gives back are most often
    /// the screen's from before it opened, whose line is then not made again.
    private var recentLines = RecentResults<LineInput, String>()

    /// What a line is made from.
    private struct LineInput: Equatable {
        let entries: [KeyHelp]
        let width: Int
    }

    /// The line last made, kept until the entries change: a frame drawn again over the bar
    /// (a sheet closing) does not make it again.
    private var drawnLine: (width: Int, line: String)?

    /// Called by the context when the keys changed: the line is made and drawn again.
    func entriesDidChange() {
        drawnLine = nil
        setNeedsDisplay()
    }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size { Size(width: proposal.width, height: min(1, proposal.height)) }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        canvas.fill(frame.intersection(clip), style: style)
        let visible = Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: min(1, frame.size.height))
        _ = canvas.draw(line(width: frame.size.width), at: frame.origin, style: style, clip: visible.intersection(clip))
    }
}

/// The full list of keys, shown over the screen by `?` or F1; any of Esc, `?` or F1 closes it.
struct HelpOverlay: View {
    let context: KeyHelpContext

    var body: some View {
        DialogBox(
            title: context.translations["Keys"] ?? "Keys", dismissKeys: [.escape, .character("?"), .function(1)],
            dismiss: { context.isOverlayShown = false },
            content: VStack(alignment: .leading) {
                ForEach(context.allEntries, id: \.self) { entry in
                    HStack(alignment: .top) {
                        Text(entry.keys).bold().modifier(FrameModifier(bounds: .init(width: 14, alignment: .topLeading), isWritten: false))
                        Text(entry.action)
                    }
                }
                Text("")
                Text(context.translations["Esc or ? closes this help"] ?? "Esc or ? closes this help").dim()
            })
    }
}

/// What the application draws: the content, an open menu over it, and the help overlay over
/// both when asked.
struct ApplicationRoot<Content: View>: View {
    /// One tuple, not two fields: the graph asks the runtime nothing about a tuple's type when
    /// it looks for dynamic properties (neither holds any), where it asked about each field's
    /// type, a scan of every conformance record for each at the first frame.
    private let parts: (content: Content, context: KeyHelpContext)
    private var content: Content { parts.content }
    private var context: KeyHelpContext { parts.context }

    init(content: Content, context: KeyHelpContext) { parts = (content, context) }

    var body: some View {
        ZStack(alignment: .topLeading) {
            // A menu opened anywhere (a `Menu`, a list row's actions) comes up as a preference
            // and is drawn over everything.
            PreferenceReader(readerFirst: false, content: content, key: PopupMenuKey.self) { values in
                if let menu = values[PopupMenuKey.self] ?? nil { MenuPopup(menu: menu) }
            }
            if context.isOverlayShown {
                HelpOverlay(context: context).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            }
        }
    }

    /// Its own, not the default: a generic view's conformance calls the default unspecialized,
    /// which rebuilt the body's type from its mangled name (1.5 M instructions at every start).
    var _anyBody: any View { body }
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
