/// Shows the `.bottomBar` items that come up from `content` in a line at the bottom of the
/// space, as iOS's bottom toolbar: with items, it takes all the height offered, the content at
/// the top and the items last in the focus order; without, it is the content alone.
struct BottomToolbar<Content: View>: View {
    let content: Content

    var body: some View {
        BottomBarLayout(
            content: PreferenceReader(readerFirst: false, content: content, key: BottomBarItemsKey.self) { values in
                if let items = values[BottomBarItemsKey.self] ?? nil {
                    DeferredFocusRow(items: items)
                }
            }
        )
        .transformPreference(BottomBarItemsKey.self) { $0 = nil }
    }
}

/// The `.bottomBar` toolbar items of a screen, as they come up from its toolbar.
struct BottomBarItemsKey: PreferenceKey {
    static let defaultValue: ToolbarItems? = nil
    static func reduce(value: inout ToolbarItems?, nextValue: () -> ToolbarItems?) {
        guard let next = nextValue() else { return }
        value = value.map { $0.appending(next) } ?? next
    }
}

/// Lays out a ``BottomToolbar``'s content and its line of items.
private struct BottomBarLayout<Content: View>: View {
    let content: Content
}

extension BottomBarLayout: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { BottomBarControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] { [ViewChild(content)] }
}

/// Puts the last child, when it is a bottom bar's row of items (of a ``BottomToolbar`` or a
/// ``NavigationColumn``), at the bottom of the frame and the others in a column above it.
final class BottomBarControl: Control {
    /// The row of `.bottomBar` items, when there is one.
    private var bar: Control? {
        guard let last = children.last, last.node?.view is DeferredFocusRow<ToolbarItems> else { return nil }
        return last
    }

    private var content: [Control] { bar == nil ? children : Array(children.dropLast()) }

    override func expands(_ axis: Axis) -> Bool { (axis == .vertical && bar != nil) || super.expands(axis) }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let content = StackLayout.column.size(of: content, in: proposal)
        guard bar != nil else { return content }
        return Size(width: proposal.width, height: proposal.height)
    }

    override func layoutChildren() {
        guard let bar else { return StackLayout.column.place(children, in: frame) }
        let height = min(frame.size.height, bar.measure(frame.size).height)
        StackLayout.column.place(
            content, in: Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: frame.size.height - height))
        bar.place(Rect(x: frame.minX, y: frame.maxY - height, width: frame.size.width, height: height))
    }
}
