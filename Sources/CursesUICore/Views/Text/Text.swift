/// Shows read-only text, wrapped at spaces when it is wider than the space offered.
///
/// ```swift
/// Text("Create piggy bank").bold()
/// ```
public struct Text: View, Equatable {
    let content: String

    /// Shows `content`.
    public init(_ content: String) { self.content = content }

    /// Shows `content` exactly as given.
    public init(verbatim content: String) { self.content = content }
}

extension Text: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { TextControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? TextControl else { return [] }
        control.update(text: content, style: node.environment.style, lineLimit: node.environment.lineLimit)
        return []
    }

    func looksTheSame(in environment: EnvironmentValues, node: Node) -> Bool {
        guard let control = node.control as? TextControl else { return false }
        return control.text == content && control.style == environment.style && control.lineLimit == environment.lineLimit
    }
}

/// Draws wrapped text.
final class TextControl: Control {
    private(set) var text = ""
    private var wrapped: (width: Int, lines: [Substring])?
    /// The columns of the text on one line, or nil when it has a line break: text that fits
    /// the width offered is one line whatever the width, with nothing to wrap.
    private var singleLineWidth: Int? = 0

    private(set) var lineLimit: Int?

    func update(text newText: String, style newStyle: Style, lineLimit newLimit: Int?) {
        if newLimit != lineLimit {
            lineLimit = newLimit
            wrapped = nil
            setNeedsLayout()
        }
        if newText != text {
            let oldWidth = singleLineWidth
            text = newText
            singleLineWidth = newText.utf8.contains(UInt8(ascii: "\n")) ? nil : DisplayWidth.of(newText)
            wrapped = nil
            if oldWidth != nil, oldWidth == singleLineWidth { setNeedsDisplay() } else { setNeedsLayout() }
        }
        if newStyle != style {
            style = newStyle
            setNeedsDisplay()
        }
    }

    private func lines(width: Int) -> [Substring] {
        if let singleLineWidth, singleLineWidth <= width, lineLimit ?? 1 > 0 { return [text[...]] }
        if let wrapped, wrapped.width == width { return wrapped.lines }
        var lines = TextLayout.lines(text, width: width)
        if let lineLimit, lines.count > lineLimit { lines = Array(lines.prefix(max(0, lineLimit))) }
        wrapped = (width, lines)
        return lines
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        if let singleLineWidth, singleLineWidth <= proposal.width, lineLimit ?? 1 > 0 {
            return Size(width: singleLineWidth, height: min(1, proposal.height))
        }
        let lines = lines(width: proposal.width)
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return Size(width: min(width, proposal.width), height: min(lines.count, proposal.height))
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        for (row, line) in lines(width: frame.size.width).enumerated() where row < frame.size.height {
            canvas.draw(line, at: Point(x: frame.minX, y: frame.minY + row), style: style, clip: clip)
        }
    }
}
