/// A row with a label on the left and its value on the right, as SwiftUI's `LabeledContent`;
/// inside `.labelsHidden()` only the value shows. A label of two `Text`s is a title and a
/// subtitle under it.
///
/// ```swift
/// LabeledContent("Saved", value: saved, format: .currency(code: "EUR"))
/// LabeledContent("Grand total") { Text(total, format: .currency(code: "USD")) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden

    /// A row of any label and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The view's content.
    public var body: some View {
        HStack(cellSpacing: 1) {
            if !labelsHidden {
                titleAndSubtitle
                Spacer()
            }
            content
        }
    }

    /// A label of several views is a title with, under it, a subtitle in the secondary style,
    /// as SwiftUI shows `label: { Text(name); Text("4 cards") }`.
    @ViewBuilder private var titleAndSubtitle: some View {
        if let parts = (label as? any ViewList)?.listedViews, parts.count > 1 {
            VStack(alignment: .leading, spacing: 0) {
                AnyView(parts[0])
                ForEach(1..<parts.count, id: \.self) { index in
                    AnyView(parts[index]).foregroundStyle(.secondary)
                }
            }
        } else {
            label
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row showing `title` and `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// A row showing `title` and `value` written by a Foundation format style.
    ///
    /// ```swift
    /// LabeledContent("Sleep cycles", value: cycles, format: .number)
    /// ```
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(String(title)) })
    }
}

extension LabeledContent where Label == Text {
    /// A row showing `title` and any content.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }
}
