/// One screen of a navigation stack as the deck shows it: the screen's views in a column
/// (a screen of several views is one layer), in the whole area below the bar with its content
/// centred, as in SwiftUI (in a sheet sized to its content, the size of its content), and
/// the dismiss that pops it. One node does what a `VStack`, a `.frame` and an
/// `.environment(\.dismiss, _)` did, so a push evaluates one node for it, not three.
struct NavigationScreen: View {
    let depth: Int
    let content: AnyView
    let dismiss: DismissAction
    /// True to take all the space offered; false in a sheet sized to its content.
    let fills: Bool
    /// True for the top screen; the views of one covered by another disappear, as on iOS,
    /// and appear again when it is back on top.
    var isShown = true
}

extension NavigationScreen: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { NavigationScreenControl(node: node, fills: fills) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? NavigationScreenControl)?.fills = fills
        node.childEnvironment.dismiss = dismiss
        node.makeAppearanceScope(isVisible: isShown)
        return [ViewChild(NavigationLayer(depth: depth, content: content))]
    }
}
