/// One value chosen from tagged options, as SwiftUI's `Picker`.
///
/// The default style shows `Title ‹Choice› ▾`; Enter opens the options below it, ↑/↓ move,
/// Enter picks, Esc closes. `.pickerStyle(.segmented)` shows every option in a row, without
/// the label as on iOS, and ←/→ choose; `.pickerStyle(.inline)` keeps the list open.
///
/// ```swift
/// Picker("Currency", selection: $currency) {
///     ForEach(Currency.all) { Text($0.name).tag($0.code) }
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker labelled by any view over the options in `content`, each marked with `.tag(_:)`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` over the options in `content`, each marked with `.tag(_:)`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { PickerControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? PickerControl else { return [] }
        let options = TagOptions.of(content)
        let current = AnyHashable(selection.wrappedValue)
        let selection = selection
        let name = PlainText.of(label)
        control.configure(
            title: name, labels: options.map(\.label), selectedIndex: options.firstIndex { $0.tag == current },
            select: { [dismiss = node.environment.buttonsDismissPresentation] index in
                guard let value = options[index].tag.base as? SelectionValue else { return }
                dismiss?()  // a picker in a menu closes it, as a button there does
                node.graph.write(value, to: selection, control: name)
            },
            chosenAgain: node.environment.buttonsDismissPresentation, style: node.environment.pickerStyle,
            environment: node.environment)
        // A segmented row shows no label, as on iOS; its title still names it to the program.
        let showsLabel = !node.environment.labelsHidden && node.environment.pickerStyle != .segmented
        return showsLabel ? [ViewChild(label)] : []
    }
}

/// How pickers draw themselves, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {
    /// What the picker draws.
    var kind: PickerStyleKind { get }
}

/// The ways a picker can be drawn in a terminal.
public enum PickerStyleKind: Hashable, Sendable {
    /// The choice, opening a list below it on Enter.
    case menu
    /// Every option in a row.
    case segmented
    /// The list, always open.
    case inline
}

/// The choice, opening a list below it on Enter (the default).
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.menu`.
    public var kind: PickerStyleKind { .menu }
}

/// Every option in a row, without the picker's label (as on iOS); ←/→ choose.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.segmented`.
    public var kind: PickerStyleKind { .segmented }
}

/// The options as a list that stays open.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.inline`.
    public var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The choice, opening a list below it on Enter.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
    /// The default style: `.menu`.
    public static var automatic: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Every option in a row.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The list, always open.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
    /// Sets how pickers inside draw themselves.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("pickerStyle", style.kind) { $0.pickerStyle = style.kind })
    }
}
