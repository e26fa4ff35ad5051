/// The items of a `.keyboard` toolbar placement: shown, as on iOS over the keyboard, only while
/// a text input has focus (however the field is written, with or without a focus binding), and
/// while the focus moved from one onto these items. It has no control of its own: the items
/// stand in the toolbar's row as the other items do.
struct KeyboardToolbarItems<Content: View>: View {
    let content: Content
}

extension KeyboardToolbarItems: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] {
        node.childEnvironment.isInKeyboardToolbar = true
        return node.graph.keyboardIsUp.value ? [ViewChild(content)] : []  // read as state: focus shows and hides them
    }
}

private struct IsInKeyboardToolbarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a `.keyboard` toolbar item.
    var isInKeyboardToolbar: Bool {
        get { self[IsInKeyboardToolbarKey.self] }
        set { self[IsInKeyboardToolbarKey.self] = newValue }
    }
}
