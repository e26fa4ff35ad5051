/// The framework's side of a built-in view: it makes a control (or none, for groups and most
/// modifiers) and says which child views to build below it.
@MainActor
protocol PrimitiveView {
    /// The control that lays out and draws this view, made once when its node is mounted.
    func makeControl(for node: Node) -> Control?
    /// Brings the node (and its control) up to date with this value and returns the children.
    ///
    /// Runs inside observation tracking: any observable state read here re-runs it on change.
    func update(_ node: Node) -> [ViewChild]
}

extension PrimitiveView {
    func makeControl(for node: Node) -> Control? { nil }
}

/// One child of a node: the view and the identity it is matched by on the next update.
struct ViewChild {
    var view: any View
    var id: AnyHashable

    init(_ view: any View, id: AnyHashable = 0) {
        self.view = view
        self.id = id
    }
}
