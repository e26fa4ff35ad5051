/// Draws a ``Text``: wrapped at spaces, cut with "…" at its line limit, each run in its style.
final class TextControl: Control {
    override var isRecyclable: Bool { true }

    /// The text last configured, to tell an unchanged one at once.
    private(set) var source: Text?
    private(set) var environmentStyle = Style()
    private(set) var options = TextOptions()
    private(set) var lineLimit: Int?
    /// True while a clock redraws the text each second (it shows `.relative` or `.timer`).
    var isTicking = false
    /// The locale and time zone a date or formatted value in the text was last written in.
    private var dateSetting: (locale: Locale, timeZone: TimeZone)?

    /// The characters drawn.
    private(set) var text = ""
    /// Where each differently styled part starts (UTF-8 offsets into `text`, the first at 0);
    /// empty when the whole text is drawn in `style`.
    private var spans: [StyledSpan] = []
    private var wrapped: (width: Int, lines: [TextLine])?
    /// The columns of the text on one line, or nil when it has a line break: text that fits
    /// the width offered is one line whatever the width, with nothing to wrap.
    private var singleLineWidth: Int? = 0

    func update(text newSource: Text, environment: EnvironmentValues) {
        let newStyle = environment.style
        let newOptions = environment.textOptions
        let newLimit = environment.lineLimit
        var isUnchanged = source == newSource && environmentStyle == newStyle && options == newOptions && lineLimit == newLimit
        if newSource.followsLocale {
            let setting = (environment.locale, environment.timeZone)
            if isUnchanged, dateSetting.map({ $0 != setting }) ?? true { isUnchanged = false }
            dateSetting = setting
        }
        if isUnchanged, !newSource.isLive { return }
        source = newSource
        environmentStyle = newStyle
        if newLimit != lineLimit || newOptions.alignment != options.alignment || newOptions.truncationMode != options.truncationMode
            || newOptions.reservedLines != options.reservedLines
        {
            lineLimit = newLimit
            wrapped = nil
            setNeedsLayout()
        }
        options = newOptions
        let (newText, newSpans, drawnStyle) = Self.resolve(newSource, environment: environment)
        if newText != text {
            let oldWidth = singleLineWidth
            text = newText
            singleLineWidth = newText.utf8.contains(UInt8(ascii: "\n")) ? nil : DisplayWidth.of(newText)
            wrapped = nil
            if oldWidth != nil, oldWidth == singleLineWidth { setNeedsDisplay() } else { setNeedsLayout() }
        }
        if newSpans != spans || drawnStyle != style {
            spans = newSpans
            style = drawnStyle
            setNeedsDisplay()
        }
    }

    /// The characters, the styled spans and the style of a text whose runs all look alike.
    private static func resolve(_ source: Text, environment: EnvironmentValues) -> (String, [StyledSpan], Style) {
        let style = environment.style
        let options = environment.textOptions
        let isPlain = options.textCase == nil && !options.redacts
        if isPlain {
            switch source.storage {
            case .verbatim(let string): return (string, [], style)
            case .styled(let string, let attributes) where attributes.link == nil: return (string, [], attributes.applied(in: environment))
            default: break
            }
        }
        let now = Date.now
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        var text = ""
        var spans: [StyledSpan] = []
        for run in source.runs {
            var part = run.content.string(at: now, calendar: calendar, locale: environment.locale, writer: environment.dateFieldWriter)
            if isPlain == false { part = transform(part, options: options) }
            let span = StyledSpan(start: text.utf8.count, style: run.attributes.applied(in: environment), link: run.attributes.link)
            if part.isEmpty { continue }
            if spans.last?.looksLike(span) != true { spans.append(span) }
            text += part
        }
        guard let first = spans.first else { return (text, [], style) }
        if spans.count == 1, first.link == nil { return (text, [], first.style) }
        return (text, spans, first.style)
    }

    private static func transform(_ string: String, options: TextOptions) -> String {
        var string = string
        switch options.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        guard options.redacts else { return string }
        var redacted = ""
        for character in string {
            if character == " " || character == "\n" {
                redacted.append(character)
            } else {
                redacted += String(repeating: "▒", count: max(1, DisplayWidth.of(character)))
            }
        }
        return redacted
    }

    private func lines(width: Int) -> [TextLine] {
        if let singleLineWidth, singleLineWidth <= width, lineLimit ?? 1 > 0 {
            return [TextLine(head: text.startIndex..<text.endIndex, width: singleLineWidth)]
        }
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let pieces = TextLayout.lines(text, width: width)
        var lines = pieces.map { TextLine(head: $0.startIndex..<$0.endIndex, width: DisplayWidth.of($0)) }
        if let lineLimit, lines.count > lineLimit {
            lines = Array(lines.prefix(max(0, lineLimit - 1)))
            if lineLimit > 0 {
                let rest = text[pieces[lineLimit - 1].startIndex...]
                lines.append(TextLine.truncating(rest, width: width, mode: options.truncationMode))
            }
        }
        wrapped = (width, lines)
        return lines
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let reserved = min(options.reservedLines, lineLimit ?? .max)
        if let singleLineWidth, singleLineWidth <= proposal.width, lineLimit ?? 1 > 0 {
            return Size(width: singleLineWidth, height: min(max(1, reserved), proposal.height))
        }
        let lines = lines(width: proposal.width)
        let width = lines.map(\.width).max() ?? 0
        return Size(width: min(width, proposal.width), height: min(max(lines.count, reserved), proposal.height))
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        for (row, line) in lines(width: frame.size.width).enumerated() where row < frame.size.height {
            let free = max(0, frame.size.width - line.width)
            let indent =
                switch options.alignment {
                case .leading: 0
                case .center: free / 2
                case .trailing: free
                }
            var x = frame.minX + indent
            let y = frame.minY + row
            x += drawPart(line.head, x: x, y: y, in: &canvas, clip: clip)
            if line.hasEllipsis {
                x += canvas.draw("…", at: Point(x: x, y: y), style: style(at: line.head.upperBound), clip: clip)
            }
            if let tail = line.tail { drawPart(tail, x: x, y: y, in: &canvas, clip: clip) }
        }
    }

    /// Draws `range` of the text from column `x`, each span in its style; returns the columns used.
    @discardableResult
    private func drawPart(_ range: Range<String.Index>, x: Int, y: Int, in canvas: inout CellGrid, clip: Rect) -> Int {
        if spans.isEmpty { return canvas.draw(text[range], at: Point(x: x, y: y), style: style, clip: clip) }
        let utf8 = text.utf8
        let lower = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let upper = utf8.distance(from: utf8.startIndex, to: range.upperBound)
        var column = x
        for (index, span) in spans.enumerated() {
            let end = index + 1 < spans.count ? spans[index + 1].start : utf8.count
            let from = max(lower, span.start)
            let to = min(upper, end)
            guard from < to else { continue }
            let part = text[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)]
            let used = canvas.draw(part, at: Point(x: column, y: y), style: span.style, clip: clip)
            if let link = span.link { canvas.link(Rect(x: column, y: y, width: used, height: 1).intersection(clip), to: link) }
            column += used
        }
        return column - x
    }

    /// The style of the character at `index` (of the one before, at the end).
    private func style(at index: String.Index) -> Style {
        guard !spans.isEmpty else { return style }
        let offset = max(0, text.utf8.distance(from: text.utf8.startIndex, to: index) - 1)
        return spans.last { $0.start <= offset }?.style ?? style
    }
}

/// Where a part of a text drawn in one style begins.
struct StyledSpan: Equatable {
    /// The UTF-8 offset of its first character.
    var start: Int
    var style: Style
    var link: String?

    func looksLike(_ other: StyledSpan) -> Bool { style == other.style && link == other.link }
}

/// One line of a laid-out text: a range of its characters, or, where it was cut, the parts on
/// either side of a "…".
struct TextLine {
    var head: Range<String.Index>
    var hasEllipsis = false
    var tail: Range<String.Index>?
    /// The columns it takes, "…" included.
    var width: Int

    /// The line that shows as much of `rest` as fits in `width` columns with a "…" where `mode`
    /// cuts it; `rest` stops at its first line break.
    static func truncating(_ rest: Substring, width: Int, mode: Text.TruncationMode) -> TextLine {
        let paragraph = rest.prefix { $0 != "\n" }
        let room = max(0, width - 1)
        switch mode {
        case .tail:
            let end = prefixEnd(paragraph, columns: room)
            let head = paragraph[..<end].trimmingTrailingSpaces()
            return TextLine(head: head.startIndex..<head.endIndex, hasEllipsis: true, width: DisplayWidth.of(head) + 1)
        case .head:
            var start = suffixStart(paragraph, columns: room)
            while start < paragraph.endIndex, paragraph[start] == " " { start = paragraph.index(after: start) }
            let empty = paragraph.startIndex..<paragraph.startIndex
            return TextLine(
                head: empty, hasEllipsis: true, tail: start..<paragraph.endIndex, width: DisplayWidth.of(paragraph[start...]) + 1)
        case .middle:
            let head = paragraph[..<prefixEnd(paragraph, columns: room - room / 2)].trimmingTrailingSpaces()
            var start = suffixStart(paragraph[head.endIndex...], columns: room / 2)
            while start < paragraph.endIndex, paragraph[start] == " " { start = paragraph.index(after: start) }
            return TextLine(
                head: head.startIndex..<head.endIndex, hasEllipsis: true, tail: start..<paragraph.endIndex,
                width: DisplayWidth.of(head) + DisplayWidth.of(paragraph[start...]) + 1)
        }
    }

    /// The end of the longest start of `text` that fits in `columns`.
    static func prefixEnd(_ text: Substring, columns: Int) -> String.Index {
        if DisplayWidth.isPrintableASCII(text) { return text.utf8.index(text.startIndex, offsetBy: min(columns, text.utf8.count)) }
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let width = DisplayWidth.of(text[index])
            if used + width > columns { break }
            used += width
            index = text.index(after: index)
        }
        return index
    }

    /// The start of the longest end of `text` that fits in `columns`.
    static func suffixStart(_ text: Substring, columns: Int) -> String.Index {
        if DisplayWidth.isPrintableASCII(text) { return text.utf8.index(text.endIndex, offsetBy: -min(columns, text.utf8.count)) }
        var used = 0
        var index = text.endIndex
        while index > text.startIndex {
            let before = text.index(before: index)
            let width = DisplayWidth.of(text[before])
            if used + width > columns { break }
            used += width
            index = before
        }
        return index
    }
}
