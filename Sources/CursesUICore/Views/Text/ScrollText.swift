/// Long text wrapped to the width it gets and scrolled with ↑↓, PgUp/PgDn, Home/End and the
/// mouse wheel, with a scroll indicator when it does not fit.
///
/// ```swift
/// ScrollText(privacyPolicy)
/// ```
public struct ScrollText: View {
    let text: String

    /// A scrolling view of `text`, wrapped at spaces.
    public init(_ text: String) { self.text = text }
}

extension ScrollText: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ScrollTextControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ScrollTextControl else { return [] }
        if control.text != text || control.style != node.environment.style {
            control.text = text  // sanitised line by line when drawn; newlines stay line breaks
            control.style = node.environment.style
            control.setNeedsLayout()
        }
        return []
    }
}

final class ScrollTextControl: Control {
    var text = ""
    private(set) var firstLine = 0
    private var lines: [Substring] = []

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("↑↓ PgUp PgDn", "scroll")] }

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func layoutChildren() {
        lines = TextLayout.lines(text, width: max(1, frame.size.width - 1))
        firstLine = min(firstLine, maxFirstLine)
    }

    private var maxFirstLine: Int { max(0, lines.count - frame.size.height) }

    override func handle(_ key: Key) -> Bool {
        let page = max(1, frame.size.height - 1)
        let target: Int
        switch key {
        case .up: target = firstLine - 1
        case .down: target = firstLine + 1
        case .pageUp: target = firstLine - page
        case .pageDown, .character(" "): target = firstLine + page
        case .home: target = 0
        case .end: target = maxFirstLine
        case .mouse(let event) where event.kind == .scrollUp: target = firstLine - 3
        case .mouse(let event) where event.kind == .scrollDown: target = firstLine + 3
        default: return false
        }
        firstLine = min(max(0, target), maxFirstLine)
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        for row in 0..<frame.size.height where firstLine + row < lines.count {
            canvas.draw(lines[firstLine + row], at: Point(x: frame.minX, y: frame.minY + row), style: style, clip: clip)
        }
        guard lines.count > frame.size.height, frame.size.height > 0 else { return }
        let height = frame.size.height
        let thumb = max(1, height * height / lines.count)
        let top = (height - thumb) * firstLine / max(1, maxFirstLine)
        var indicator = style
        indicator.dim = !isFocused
        for row in 0..<height {
            canvas.draw(
                row >= top && row < top + thumb ? "┃" : "│", at: Point(x: frame.maxX - 1, y: frame.minY + row), style: indicator, clip: clip
            )
        }
    }
}
