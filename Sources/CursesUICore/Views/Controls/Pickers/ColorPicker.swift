/// A control for choosing a colour, as SwiftUI's `ColorPicker`.
///
/// A terminal has no colour wheel: the picker is a menu of SwiftUI's named colours, each a
/// swatch `■` in its colour beside its name (a colour that is none of them is listed first as
/// "Custom"); Enter opens it as any menu picker. `supportsOpacity` has no effect.
///
/// ```swift
/// ColorPicker("Accent colour", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A picker labelled by `label` that sets `selection`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// A picker titled `title` that sets `selection`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// The colours offered, each with its name.
    static var namedColors: [(name: String, color: Color)] {
        [
            ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal),
            ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
            ("Gray", .gray), ("White", .white), ("Black", .black),
        ]
    }

    /// The view's content.
    public var body: some View {
        let named = Self.namedColors
        let choices = named.contains { $0.color == selection.wrappedValue } ? named : [("Custom", selection.wrappedValue)] + named
        Picker(selection: selection) {
            ForEach(choices.indices, id: \.self) { index in
                (Text("■").foregroundColor(choices[index].color) + Text(" " + choices[index].name)).tag(choices[index].color)
            }
        } label: {
            label
        }
    }
}
