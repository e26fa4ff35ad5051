/// The actions a row's content offers (`swipeActions`, `contextMenu`), as they come up to the
/// ``ListItemRow`` that opens them as a menu. Views hold actions, which cannot be compared,
/// so each set made by an evaluation has its own number, as toolbar items do.
struct RowActions: Equatable {
    private(set) var leading: [AnyView] = []
    private(set) var trailing: [AnyView] = []
    private(set) var context: [AnyView] = []
    /// The row's disclosure (an `OutlineGroup` row with children): → expands it, ← collapses.
    private(set) var disclosure: RowDisclosure?
    private var numbers: [UInt64] = []

    @MainActor private static var made: UInt64 = 0

    init() {}

    @MainActor init(leading: [AnyView] = [], trailing: [AnyView] = [], context: [AnyView] = [], disclosure: RowDisclosure? = nil) {
        Self.made += 1
        self.leading = leading
        self.trailing = trailing
        self.context = context
        self.disclosure = disclosure
        numbers = [Self.made]
    }

    /// True when the actions make a menu: a disclosure alone does not.
    var hasMenuItems: Bool { !leading.isEmpty || !trailing.isEmpty || !context.isEmpty }

    /// These actions followed by `other`'s (two modifiers on one row).
    func merging(_ other: RowActions) -> RowActions {
        var result = self
        result.leading += other.leading
        result.trailing += other.trailing
        result.context += other.context
        result.disclosure = other.disclosure ?? disclosure
        result.numbers += other.numbers
        return result
    }

    static func == (lhs: RowActions, rhs: RowActions) -> Bool { lhs.numbers == rhs.numbers }
}

/// Whether a row's children show, and how to show or hide them.
struct RowDisclosure {
    let isExpanded: Bool
    let setExpanded: @MainActor (Bool) -> Void
}

/// The actions of the row a view is in, combined from every modifier inside the row.
struct RowActionsKey: PreferenceKey {
    static let defaultValue: RowActions? = nil
    static func reduce(value: inout RowActions?, nextValue: () -> RowActions?) {
        guard let next = nextValue() else { return }
        value = value.map { $0.merging(next) } ?? next
    }
}

/// Adds its actions to those coming up from the content, on their way to the row.
@usableFromInline struct RowActionsModifier: NodeModifier {
    let actions: RowActions

    func apply(to node: Node) {
        let actions = actions
        node.attributes[PreferenceWriterAttribute.self] = { values in
            values[RowActionsKey.self] = (values[RowActionsKey.self] ?? nil).map { $0.merging(actions) } ?? actions
        }
    }
}

/// An edge on the horizontal axis, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Adds actions to the list row this view is in, as SwiftUI's swipe actions: → on the
    /// focused row opens them as a menu (leading ones first), Enter runs one, Esc closes it.
    /// Outside a list row they do nothing.
    ///
    /// ```swift
    /// .swipeActions(edge: .leading) {
    ///     Button("Done", systemImage: "checkmark") { habit.markCompleted() }
    /// }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let items = [AnyView(content())]
        return modifier(RowActionsModifier(actions: edge == .leading ? RowActions(leading: items) : RowActions(trailing: items)))
    }
}
