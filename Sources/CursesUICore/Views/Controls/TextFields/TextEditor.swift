/// A multi-line editor of a bound string, as SwiftUI's `TextEditor`: it fills the space it is
/// given, wraps its text at the width (wide characters such as 汉字 take two columns), and
/// scrolls to keep the caret in view. Arrows move in two dimensions, Page Up/Down by a screen,
/// Enter starts a new line, Tab moves on to the next control.
///
/// ```swift
/// TextEditor(text: $note.body)
///     .font(.body)
/// ```
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { MultilineTextControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let environment = node.environment
        (node.control as? MultilineTextControl)?.configure(
            MultilineTextControl.Configuration(
                isEditor: true, limit: environment.characterLimit, style: environment.style,
                autocapitalization: environment.textInputAutocapitalization),
            binding: text, isEnabled: environment.isEnabled)
        return []
    }

    func isUpToDate(_ node: Node) -> Bool {
        (node.control as? MultilineTextControl)?.shows(text.wrappedValue) ?? false
    }
}
