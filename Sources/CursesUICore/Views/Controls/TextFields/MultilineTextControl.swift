/// Edits a bound string over several rows: a `TextField(axis: .vertical)` that grows with its
/// text between its line limits, or a `TextEditor` that fills its frame. The text wraps at the
/// width; rows past the frame scroll to keep the caret in view.
final class MultilineTextControl: Control {
    struct Configuration {
        var placeholder = ""
        /// True for a `TextEditor`: Enter inserts a newline, Tab leaves, the frame is filled.
        var isEditor = false
        /// The fewest and most rows a field shows.
        var minimumRows = 1
        var maximumRows: Int?
        var limit: Int?
        var onSubmit: (@MainActor () -> Void)?
        var style = Style()
        /// Which typed letters become capitals (`.textInputAutocapitalization`).
        var autocapitalization: TextInputAutocapitalization?
    }

    /// A proposed height from which on the proposal counts as unbounded.
    private static let unboundedHeight = 1 << 16

    private var configuration = Configuration()
    private var binding: Binding<String> = .constant("")
    private(set) var editor = MultilineEditingState(text: "")
    private var firstRow = 0
    private var rowCache: (width: Int, text: [Character], rows: [MultilineEditingState.Row])?

    func configure(_ configuration: Configuration, binding: Binding<String>, isEnabled: Bool) {
        let old = self.configuration
        if configuration.placeholder != old.placeholder || configuration.style != old.style { setNeedsDisplay() }
        if configuration.minimumRows != old.minimumRows || configuration.maximumRows != old.maximumRows
            || configuration.isEditor != old.isEditor
        {
            setNeedsLayout()
        }
        self.configuration = configuration
        self.binding = binding
        self.isEnabled = isEnabled
        adopt(binding.wrappedValue)
    }

    /// True when the editor shows `value` already.
    func shows(_ value: String) -> Bool { value == editor.text }

    private func adopt(_ value: String) {
        guard value != editor.text else { return }
        let oldRows = rows(width: frame.size.width).count
        editor = MultilineEditingState(text: value, caret: editor.caret == editor.characters.count ? nil : editor.caret)
        if rows(width: frame.size.width).count != oldRows { setNeedsLayout() }
        setNeedsDisplay()
    }

    private func rows(width: Int) -> [MultilineEditingState.Row] {
        if let cache = rowCache, cache.width == width, cache.text == editor.characters { return cache.rows }
        let rows = editor.rows(width: width)
        rowCache = (width, editor.characters, rows)
        return rows
    }

    override var acceptsFocus: Bool { true }

    override var editsText: Bool { true }

    override var keyHelp: [KeyHelp] {
        var keys = [KeyHelp("←→↑↓", "move")]
        if configuration.isEditor {
            keys.append(KeyHelp("Enter", "new line"))
        } else {
            keys.append(KeyHelp("Alt-Enter", "new line"))
            if configuration.onSubmit != nil { keys.append(KeyHelp("Enter", "submit")) }
        }
        return keys
    }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal || configuration.isEditor }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let count = rows(width: proposal.width).count
        if configuration.isEditor {
            // In a scroll view's unbounded height, as tall as the text, at least three rows.
            return proposal.height < Self.unboundedHeight ? proposal : Size(width: proposal.width, height: max(3, count))
        }
        var height = max(configuration.minimumRows, count)
        if let maximum = configuration.maximumRows { height = min(height, max(maximum, configuration.minimumRows)) }
        return Size(width: proposal.width, height: min(max(1, height), proposal.height))
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter where !configuration.isEditor:
            guard let onSubmit = configuration.onSubmit else { return false }
            onSubmit()
            return true
        case .enter:
            return handle(.alt("\n"))
        case .mouse:
            return true
        default:
            break
        }
        let oldRows = rows(width: frame.size.width).count
        var edited = editor
        var key = key
        if case .character(let character) = key, let autocapitalization = configuration.autocapitalization {
            key = .character(autocapitalization.typed(character, after: edited.characters[..<edited.caret]))
        }
        guard edited.apply(key, width: frame.size.width, pageRows: frame.size.height, limit: configuration.limit) else { return false }
        if edited.text != editor.text {
            graph?.write(edited.text, to: binding, control: configuration.placeholder)
            let stored = binding.wrappedValue
            editor = stored == edited.text ? edited : MultilineEditingState(text: stored, caret: min(edited.caret, stored.count))
        } else {
            editor = edited
        }
        if rows(width: frame.size.width).count != oldRows, !configuration.isEditor { setNeedsLayout() }
        setNeedsDisplay()
        return true
    }

    /// Scrolls so the caret's row is inside the frame; returns the rows.
    private func scrolledRows() -> [MultilineEditingState.Row] {
        let rows = rows(width: frame.size.width)
        let height = max(1, frame.size.height)
        let caretRow = editor.caretRow(in: rows)
        firstRow = min(firstRow, max(0, rows.count - height))
        if caretRow < firstRow { firstRow = caretRow }
        if caretRow >= firstRow + height { firstRow = caretRow - height + 1 }
        return rows
    }

    override var cursorPosition: Point? {
        guard isFocused, !frame.isEmpty else { return nil }
        let rows = scrolledRows()
        let column = editor.caretColumn(in: rows)
        return Point(x: frame.minX + min(column, frame.size.width - 1), y: frame.minY + editor.caretRow(in: rows) - firstRow)
    }

    /// The text's rows in the surrounding style; a field's rows end in a dim `_` line and show
    /// the placeholder dim while empty.
    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var lineStyle = configuration.style
        lineStyle.dim = true
        if !configuration.isEditor {
            for y in frame.minY..<frame.maxY {
                canvas.draw(repeating: "_", count: frame.size.width, at: Point(x: frame.minX, y: y), style: lineStyle, clip: area)
            }
        }
        if editor.characters.isEmpty {
            canvas.draw(configuration.placeholder, at: frame.origin, style: lineStyle, clip: area)
            return
        }
        var textStyle = configuration.style
        textStyle.dim = !isEnabled
        let rows = scrolledRows()
        for (offset, row) in rows[firstRow...].prefix(frame.size.height).enumerated() {
            var text = editor.characters[row.start..<row.end]
            if !row.endsParagraph { while text.last == " " { text.removeLast() } }  // the space a row breaks at
            canvas.draw(String(text), at: Point(x: frame.minX, y: frame.minY + offset), style: textStyle, clip: area)
        }
    }
}
