/// Views side by side whose controls come last in focus order (a toolbar, a tab bar), so a
/// screen starts on its own first field; Shift-Tab from there reaches them.
struct DeferredFocusRow<Items: View>: View {
    let items: Items
}

extension DeferredFocusRow: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? {
        let row = StackControl(
            node: node, axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 1)
        row.defersFocus = true
        return row
    }

    func configure(_ node: Node) -> [ViewChild] { [ViewChild(items)] }
}
