import CursesUICore

/// A titled text field bound to a string the parent owns.
///
/// ```swift
/// FormField(title: strings["create.name"], text: $draft.name)
/// ```
public struct FormField: View {
    let title: String
    @Binding var text: String
    var placeholder = ""

    public init(title: String, text: Binding<String>, placeholder: String = "") {
        self.title = title
        _text = text
        self.placeholder = placeholder
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            TextField(placeholder, text: $text).frame(maxWidth: 40, alignment: .topLeading)
        }
    }
}
