/// A one-line editable text bound to a `String`, with readline-style editing keys.
///
/// ```swift
/// TextField("Set the name of the piggy bank", text: $draft.name)
///     .characterLimit(30)
///     .onSubmit { nextPressed() }
/// ```
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>
    let isSecure: Bool
    /// For `init(_:value:format:)`: whether a text parses.
    let parses: ParseCheck?
    /// `.vertical` for a field that wraps its text and grows between its line limits.
    var axis = Axis.horizontal

    /// A field showing `placeholder` while empty.
    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
        isSecure = false
        parses = nil
    }

    /// A field that, along `.vertical`, wraps its text and grows with it, between the bounds of
    /// `.lineLimit(_:)` (`2...5`: at least two rows, at most five, scrolling past them). As on
    /// macOS, Enter submits and Alt-Enter starts a new line.
    ///
    /// ```swift
    /// TextField("Description", text: $habit.details, axis: .vertical)
    ///     .lineLimit(2...5)
    /// ```
    public init(_ placeholder: String, text: Binding<String>, axis: Axis) {
        self.init(placeholder, text: text)
        self.axis = axis
    }

    /// A field titled `title` that shows `prompt` while empty (the title when there is no
    /// prompt), along `axis`.
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(prompt.map(PlainText.of) ?? title, text: text)
        self.axis = axis
    }

    /// A field bound to a value through a format: the value shows formatted, and focus chooses
    /// the whole text, so what is typed replaces it. As in SwiftUI, what is typed reaches the
    /// value when it is committed, by Return or by focus leaving, and the value's formatting
    /// then returns; text that does not parse stays with a message beside it and never reaches
    /// the value.
    ///
    /// ```swift
    /// TextField("Target", value: $target, format: .currency(code: "EUR"))
    /// ```
    public init<F: ParseableFormatStyle>(_ placeholder: String, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.placeholder = placeholder
        text = Binding(location: FormattedLocation(base: value, format: format))
        isSecure = false
        parses = ParseCheck(format)
    }

    /// A field bound to an optional value through a format, as the non-optional form;
    /// a nil value shows an empty field, and clearing the field writes nil.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .currency(code: "USD"))  // amount: Double?
    /// ```
    public init<F: ParseableFormatStyle>(_ placeholder: String, value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String {
        self.placeholder = placeholder
        text = Binding(location: OptionalFormattedLocation(base: value, format: format))
        isSecure = false
        parses = ParseCheck(format, acceptsBlank: true)
    }

    init(placeholder: String, text: Binding<String>, isSecure: Bool) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        parses = nil
    }
}

/// A text field that shows a bullet for each character.
public struct SecureField: View {
    let field: TextField

    /// A field showing a bullet per character of `text`, and `placeholder` while empty.
    public init(_ placeholder: String, text: Binding<String>) {
        field = TextField(placeholder: placeholder, text: text, isSecure: true)
    }

    /// The view's content.
    public var body: some View { field }
}

extension TextField: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? {
        axis == .vertical ? MultilineTextControl(node: node) : TextFieldControl(node: node)
    }

    func configure(_ node: Node) -> [ViewChild] {
        if let control = node.control as? MultilineTextControl {
            let environment = node.environment
            control.configure(
                MultilineTextControl.Configuration(
                    placeholder: placeholder, minimumRows: max(1, environment.textOptions.reservedLines),
                    maximumRows: environment.lineLimit,
                    limit: environment.characterLimit, onSubmit: environment.onSubmit, style: environment.style,
                    autocapitalization: environment.textInputAutocapitalization),
                binding: text, isEnabled: environment.isEnabled)
            return []
        }
        guard let control = node.control as? TextFieldControl else { return [] }
        control.configure(
            TextFieldControl.Configuration(
                placeholder: placeholder, isSecure: isSecure,
                limit: node.environment.characterLimit, keyboardType: node.environment.keyboardType,
                decimalSeparator: node.environment.decimalSeparator,
                onSubmit: node.environment.onSubmit, style: node.environment.style,
                isBoxed: node.environment.textFieldStyle == .roundedBorder,
                parsing: parses.map {
                    TextFieldControl.Parsing(parses: $0.parses, problem: node.environment.fieldProblemText(.notANumber))
                },
                autocapitalization: node.environment.textInputAutocapitalization
            ),
            binding: text, isEnabled: node.environment.isEnabled)
        return []
    }

    func isUpToDate(_ node: Node) -> Bool {
        if let control = node.control as? MultilineTextControl { return control.shows(text.wrappedValue) }
        return (node.control as? TextFieldControl)?.shows(text.wrappedValue) ?? false
    }
}
