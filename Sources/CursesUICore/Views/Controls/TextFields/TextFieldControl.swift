/// Edits a bound string: keys change a ``TextEditingState``, each change is written through
/// the binding and read back, so a binding that drops the write is caught and the field shows
/// what the binding really holds.
final class TextFieldControl: Control {
    struct Configuration {
        var placeholder = ""
        var isSecure = false
        var limit: Int?
        var keyboardType = KeyboardType.default
        /// The decimal mark a numeric keyboard type reads ("." or ",").
        var decimalSeparator: Character = "."
        var onSubmit: (@MainActor () -> Void)?
        var style = Style()
        var isBoxed = false
        /// Set for `TextField(value:format:)`: which texts parse, and what to say when one does not.
        var parsing: Parsing?
        /// Which typed letters become capitals (`.textInputAutocapitalization`).
        var autocapitalization: TextInputAutocapitalization?
    }

    /// How a formatted field treats what is typed: as in SwiftUI, text that parses reaches the
    /// value when it is committed (Return, or focus leaving), not while it is typed; text that
    /// does not parse stays on screen with a message and never reaches it; the value's
    /// formatting replaces the text on commit.
    struct Parsing {
        var parses: (String) -> Bool
        var problem: String
    }

    private var configuration = Configuration()
    private var binding: Binding<String> = .constant("")
    private(set) var editor = TextEditingState()
    private var firstVisible = 0
    /// A formatted field's whole text is chosen when focus arrives, as a field's is on macOS:
    /// the first character typed replaces it (`$0.00` becomes `5`), an arrow key keeps it.
    private var selectsAll = false
    /// A formatted field's text was edited since its last commit: only then is it written.
    private var isTyped = false

    /// Takes the latest binding and options; reads the bound value (under observation).
    func configure(_ configuration: Configuration, binding: Binding<String>, isEnabled: Bool) {
        if configuration.placeholder != self.configuration.placeholder || configuration.style != self.configuration.style
            || configuration.isSecure != self.configuration.isSecure
        {
            setNeedsDisplay()
        }
        if configuration.isBoxed != self.configuration.isBoxed { setNeedsLayout() }
        self.configuration = configuration
        self.binding = binding
        self.isEnabled = isEnabled
        adopt(binding.wrappedValue)
    }

    /// True when the field shows `value` already (for numbers: the same amount; while a
    /// formatted field is being typed into, whatever was typed).
    func shows(_ value: String) -> Bool {
        if configuration.parsing != nil, isFocused { return true }
        return value == editor.text || sameNumber(value, editor.text)
    }

    /// True when both texts are the same number in a numeric field, in the field's decimal mark.
    private func sameNumber(_ first: String, _ second: String) -> Bool {
        let separator = configuration.decimalSeparator
        return configuration.keyboardType.sameNumber(
            DecimalSeparator.pointed(first, separator: separator), DecimalSeparator.pointed(second, separator: separator))
    }

    /// A formatted field whose text does not parse.
    private var isInvalid: Bool {
        guard let parsing = configuration.parsing, !editor.text.isEmpty else { return false }
        return !parsing.parses(editor.text)
    }

    /// Shows a value set from outside (or normalised by the binding), keeping the caret near.
    private func adopt(_ value: String) {
        if configuration.parsing != nil, isFocused { return }  // typing: the text is the user's until focus leaves
        guard value != editor.text, !sameNumber(value, editor.text) else { return }
        editor = TextEditingState(text: value, caret: editor.caret == editor.characters.count ? nil : editor.caret)
        isTyped = false
        setNeedsDisplay()
    }

    override var acceptsFocus: Bool { true }

    override var editsText: Bool { true }

    override func focusDidChange() {
        guard configuration.parsing != nil else { return }
        if isFocused {
            selectsAll = !editor.text.isEmpty
        } else {
            selectsAll = false
            commitTypedValue()
            adopt(binding.wrappedValue)  // text that did not parse gives way to the value's
        }
        setNeedsDisplay()
    }

    /// A formatted field's commit: what was typed reaches the value when it parses, then the
    /// field shows the value in its own formatting (what does not parse stays, with its message).
    @discardableResult
    private func commitTypedValue() -> Bool {
        guard let parsing = configuration.parsing, isTyped, parsing.parses(editor.text) else { return false }
        isTyped = false
        binding.wrappedValue = editor.text  // formatting may differ: no read-back
        let formatted = binding.wrappedValue
        if formatted != editor.text {
            editor = TextEditingState(text: formatted)
            setNeedsDisplay()
        }
        return true
    }

    override func commitEditing() -> Bool { commitTypedValue() }

    override var keyHelp: [KeyHelp] {
        var keys = [KeyHelp("←→ Home End", "move"), KeyHelp("Ctrl-W/U/K", "delete")]
        if configuration.onSubmit != nil { keys.append(KeyHelp("Enter", "submit")) }
        return keys
    }

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(configuration.isBoxed ? 3 : 1, proposal.height))
    }

    override func handle(_ key: Key) -> Bool {
        if key == .enter {
            commitTypedValue()
            guard let onSubmit = configuration.onSubmit else { return false }
            onSubmit()
            return true
        }
        if case .mouse = key { return true }
        var edited = editor
        if selectsAll {
            selectsAll = false
            setNeedsDisplay()
            switch key {
            case .character, .paste, .backspace, .delete, .control("h"), .control("d"): edited = TextEditingState(text: "")
            default: break
            }
        }
        var key = key
        if case .character(let character) = key, let autocapitalization = configuration.autocapitalization {
            key = .character(autocapitalization.typed(character, after: edited.characters[..<edited.caret]))
        }
        guard edited.apply(key, limit: configuration.limit) || edited.text != editor.text else { return false }
        if configuration.parsing != nil, edited.text != editor.text {
            editor = edited  // the value waits for the commit
            isTyped = true
            setNeedsDisplay()
            return true
        }
        if edited.text != editor.text {
            guard configuration.keyboardType.accepts(DecimalSeparator.pointed(edited.text, separator: configuration.decimalSeparator))
            else {
                return true
            }
            // What the binding holds after the write, read once (a key path read is not cheap).
            let stored = graph?.write(edited.text, to: binding, control: configuration.placeholder) ?? binding.wrappedValue
            if stored == edited.text || sameNumber(stored, edited.text) {
                editor = edited  // a number binding may read "12.0" back for "12.": keep what was typed
            } else {
                editor = TextEditingState(text: stored, caret: min(edited.caret, stored.count))
            }
        } else {
            editor = edited
        }
        setNeedsDisplay()
        return true
    }

    /// Where the text goes: inside the box of a `.roundedBorder` field, else the whole frame.
    private var textArea: Rect {
        guard configuration.isBoxed, frame.size.height >= 3, frame.size.width >= 3 else { return frame }
        return Rect(x: frame.minX + 1, y: frame.minY + 1, width: frame.size.width - 2, height: 1)
    }

    override var cursorPosition: Point? {
        let area = textArea
        guard isFocused, !area.isEmpty else { return nil }
        var first = firstVisible
        let column = editor.visibleText(width: area.size.width, firstVisible: &first).caretColumn
        return Point(x: area.minX + min(column, area.size.width - 1), y: area.minY)
    }

    /// Text in the surrounding style, the rest of the field as a dim line, the placeholder dim.
    /// Focus shows as the caret; typing then changes only the typed cell, with no attribute
    /// change on the wire.
    override func draw(in canvas: inout CellGrid, clip: Rect) {
        var lineStyle = configuration.style
        lineStyle.dim = true
        let textFrame = textArea
        if textFrame != frame {
            var boxStyle = configuration.style
            boxStyle.dim = !isFocused
            canvas.drawBox(frame, lines: .single, title: nil, style: boxStyle, clip: clip)
        } else {
            canvas.draw(repeating: "_", count: frame.size.width, at: frame.origin, style: lineStyle, clip: frame.intersection(clip))
        }
        let area = textFrame.intersection(clip)
        if editor.characters.isEmpty {
            canvas.draw(configuration.placeholder, at: textFrame.origin, style: lineStyle, clip: area)
            return
        }
        var textStyle = configuration.style
        textStyle.dim = !isEnabled
        textStyle.reverse = selectsAll && isFocused
        let shown =
            configuration.isSecure
            ? TextEditingState(text: String(repeating: "•", count: editor.characters.count), caret: editor.caret) : editor
        let visible = shown.visibleText(width: textFrame.size.width, firstVisible: &firstVisible)
        canvas.draw(visible.text, at: textFrame.origin, style: textStyle, clip: area)
        if isInvalid, let problem = configuration.parsing?.problem {
            var problemStyle = configuration.style
            problemStyle.foreground = .red
            let width = DisplayWidth.of(problem)
            let x = max(textFrame.minX + DisplayWidth.of(visible.text) + 1, textFrame.maxX - width)
            canvas.draw(problem, at: Point(x: x, y: textFrame.minY), style: problemStyle, clip: area)
        }
    }
}
