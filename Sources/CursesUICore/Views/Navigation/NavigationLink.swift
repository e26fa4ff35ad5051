/// A row that pushes a screen when pressed, as SwiftUI's `NavigationLink`: either the screen
/// `.navigationDestination(for:)` makes for a value, or a destination view given to the link.
/// The label is drawn as written (an `HStack` of an image and a text, a custom row); in a
/// `List` or `Form` row `›` follows it at the row's trailing edge, as iOS draws the disclosure
/// indicator, and elsewhere (a stack, a grid, a toolbar) no chevron, as on iOS. In edit mode the row is not a link, as on iOS,
/// where a tap then selects the row (in a list with a selection) or does nothing.
///
/// ```swift
/// NavigationLink("Details", value: bank.id)
/// NavigationLink { BankDetails(bank: bank) } label: { BankRow(bank: bank) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget<Destination>
    @Environment(\.navigationContext) private var context
    @Environment(\.listSelection) private var listSelection
    @Environment(\.isInList) private var isInList
    @Environment(\.isInToolbar) private var isInToolbar
    @Environment(\.sidebarLinkAction) private var sidebarLinkAction
    @Environment(\.editMode) private var editMode
    @State private var identity = LinkedDestinationIdentity()

    /// A link showing `label` that pushes `value`; in a sidebar's `List(selection:)` it selects
    /// `value` instead, and the split view's detail follows.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// A link showing `label` that pushes `destination` (deprecated in SwiftUI, still common).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// The view's content.
    @ViewBuilder public var body: some View {
        if isInList, editMode?.wrappedValue.isEditing == true {
            row  // Enter and Space reach the list row: its selection, its edit keys
        } else {
            link
        }
    }

    private var link: some View {
        // In a toolbar the link is a toolbar item, as on iOS: a button's label, no chevron.
        var button = Button(action: open) {
            if isInToolbar { label } else { row }
        }
        button.isBare = !isInToolbar
        return button
    }

    /// In a `List` or `Form` the label spans the row and the chevron ends it, centred beside a
    /// label several lines tall; elsewhere (a stack, a grid, a scroll view) the label alone, as
    /// iOS draws a link there.
    @ViewBuilder private var row: some View {
        if isInList {
            HStack(alignment: .center, cellSpacing: 1) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Text("›").layoutPriority(1)  // measured first: a long label is cut, not the chevron
            }
        } else {
            label
        }
    }

    private func open() {
        switch target {
        case .value(let value?):
            if let listSelection, listSelection.linksSelect {
                listSelection.choose(value)
            } else {
                push(value)
            }
        case .value(nil): break
        case .view(let destination):
            push(AnyHashable(LinkedDestination(identity: identity, view: AnyView(destination))))
        }
    }

    /// Onto this stack, or in a two-column `NavigationView`'s sidebar, into the detail column.
    private func push(_ value: AnyHashable) {
        if let sidebarLinkAction { sidebarLinkAction(value) } else { context?.push(value) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (deprecated in SwiftUI, still common).
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// What a ``NavigationLink`` pushes.
enum NavigationLinkTarget<Destination: View> {
    case value(AnyHashable?)
    case view(Destination)
}

/// The identity of one link's pushed view: pressing the same link twice pushes equal values.
final class LinkedDestinationIdentity: Sendable {
    nonisolated init() {}
}

/// A destination view pushed by a ``NavigationLink``, as a value on the stack's path; the
/// stack shows its view instead of looking a destination up by type.
struct LinkedDestination: Hashable, @unchecked Sendable {
    let identity: LinkedDestinationIdentity
    let view: AnyView

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

private struct IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a `List` or `Form`, whose rows span its width.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

private struct IsInToolbarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a `.toolbar`'s items, wherever they are shown (the header, the bottom bar).
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }
}
