/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// A terminal has one toolbar: the right end of the navigation header (or, outside a
/// ``NavigationStack``, a line above the view). Every placement puts its items there, in the
/// order written; what a placement changes is the key: a `.confirmationAction` button answers
/// Enter anywhere on the screen (unless the focused control uses Enter) and a
/// `.cancellationAction` button answers Esc, as on macOS.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let shortcut: KeyboardShortcut?

    /// Where the system would put it: the header.
    public static let automatic = ToolbarItemPlacement(shortcut: nil)
    /// The middle of the bar: the header.
    public static let principal = ToolbarItemPlacement(shortcut: nil)
    /// Navigation controls: the header.
    public static let navigation = ToolbarItemPlacement(shortcut: nil)
    /// The screen's main action: the header.
    public static let primaryAction = ToolbarItemPlacement(shortcut: nil)
    /// Less used actions: the header.
    public static let secondaryAction = ToolbarItemPlacement(shortcut: nil)
    /// A status line: the header.
    public static let status = ToolbarItemPlacement(shortcut: nil)
    /// Confirms (Save, Done): its button answers Enter.
    public static let confirmationAction = ToolbarItemPlacement(shortcut: .defaultAction)
    /// Cancels: its button answers Esc.
    public static let cancellationAction = ToolbarItemPlacement(shortcut: .cancelAction)
    /// Deletes or discards: the header.
    public static let destructiveAction = ToolbarItemPlacement(shortcut: nil)
    /// The leading end of the top bar: the header.
    public static let topBarLeading = ToolbarItemPlacement(shortcut: nil)
    /// The trailing end of the top bar: the header.
    public static let topBarTrailing = ToolbarItemPlacement(shortcut: nil)
    /// The bottom bar: the header (a terminal's bottom line is the help bar's).
    public static let bottomBar = ToolbarItemPlacement(shortcut: nil)
    /// Above the keyboard: the header.
    public static let keyboard = ToolbarItemPlacement(shortcut: nil)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: usually a button.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (customisable toolbars keep it; here it names nothing).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// The view's content.
    public var body: some View {
        if let shortcut = placement.shortcut {
            content.keyboardShortcut(shortcut)
        } else {
            content
        }
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The view's content.
    public var body: some View {
        ToolbarItem(placement: placement) { content }
    }
}

extension View {
    /// Puts `content` (buttons, or ``ToolbarItem``s) in the toolbar: the right end of the
    /// navigation header while this screen is on top of its stack.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}

/// Hands the items to the enclosing navigation stack's header, or shows them in a line above
/// the view where there is no stack.
struct ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @Environment(\.navigationContext) private var context
    @Environment(\.navigationDepth) private var depth

    func body(content: Content) -> some View {
        if let context {
            content.modifier(ToolbarRegistration(context: context, depth: depth, items: AnyView(DeferredFocusRow(items: items))))
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Spacer()
                    DeferredFocusRow(items: items)
                }
                content
            }
        }
    }
}

/// Keeps the screen's items in its stack while the screen is there.
private struct ToolbarRegistration: NodeModifier {
    let context: NavigationContext
    let depth: Int
    let items: AnyView

    func apply(to node: Node) {
        let context = context
        let depth = depth
        context.toolbars.update { $0[depth] = items }
        node.attributes[DisappearAttribute.self] = { context.toolbars.update { $0[depth] = nil } }
    }
}
