/// Holds a value a custom layout reads from its view (`.layoutValue(key:value:)`), laying its
/// content out as its own.
final class LayoutValueControl: PassThroughControl {
    var key: ObjectIdentifier
    var value: Any

    init(node: Node, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(node: node)
    }

    /// The value set for `key` on `control`: on it or on the view it wraps alone, as a value
    /// reaches a layout through the modifiers around the view that set it.
    static func value(for key: ObjectIdentifier, on control: Control) -> Any? {
        var current: Control? = control
        while let candidate = current {
            if let holder = candidate as? LayoutValueControl, holder.key == key { return holder.value }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return nil
    }
}

/// Sets a value a custom layout reads from the view.
@usableFromInline struct LayoutValueModifier: NodeModifier {
    let key: ObjectIdentifier
    let value: Any

    func makeControl(for node: Node) -> Control? { LayoutValueControl(node: node, key: key, value: value) }

    func apply(to node: Node) {
        guard let control = node.control as? LayoutValueControl else { return }
        control.key = key
        control.value = value
        control.parent?.setNeedsLayout()
    }
}

extension View {
    /// Sets `value` for the layout value key `key` on this view, for the custom layout that
    /// places it. `import CursesUI` gives SwiftUI's `layoutValue(key:value:)`; not SwiftUI's.
    public func _layoutValue(key: ObjectIdentifier, value: Any) -> some View {
        modifier(LayoutValueModifier(key: key, value: value))
    }
}

extension _LayoutSubview {
    /// The value set for the layout value key `key` on this view, or nil. Not SwiftUI's.
    public func _layoutValue(for key: ObjectIdentifier) -> Any? { LayoutValueControl.value(for: key, on: control) }
}
