/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// The toolbar is the right end of the navigation header (or, outside a ``NavigationStack``, a
/// line above the view), and `.bottomBar` items go in a line at the bottom of the screen, as on
/// iOS. Every other placement puts its items in the header, in the order written; what a
/// placement changes there is the key: a `.confirmationAction` button answers Enter anywhere on
/// the screen (unless the focused control uses Enter) and a `.cancellationAction` button answers
/// Esc, as on macOS. `.keyboard` items show only while a text input has focus, as iOS shows
/// them over the keyboard.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let shortcut: KeyboardShortcut?
    /// True for `.bottomBar`: the items go under the screen rather than in its header.
    var isBottomBar = false
    /// True for `.secondaryAction`: the items go in the header's overflow menu.
    var isSecondary = false
    /// True for `.keyboard`: the items show only while a text input has focus.
    var isKeyboard = false

    /// Where the system would put it: the header.
    public static let automatic = ToolbarItemPlacement(shortcut: nil)
    /// The middle of the bar: the header.
    public static let principal = ToolbarItemPlacement(shortcut: nil)
    /// Navigation controls: the header.
    public static let navigation = ToolbarItemPlacement(shortcut: nil)
    /// The screen's main action: the header.
    public static let primaryAction = ToolbarItemPlacement(shortcut: nil)
    /// Less used actions: in the header's overflow menu (`⋯ More`), as on iOS.
    public static let secondaryAction = ToolbarItemPlacement(shortcut: nil, isSecondary: true)
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
    /// The bottom bar: a line under the screen's content, above the help bar, its items from
    /// the leading edge (a `Spacer` among them pushes the rest to the trailing edge).
    public static let bottomBar = ToolbarItemPlacement(shortcut: nil, isBottomBar: true)
    /// Above the keyboard: the header, while a text input has focus.
    public static let keyboard = ToolbarItemPlacement(shortcut: nil, isKeyboard: true)
    /// The leading end of the navigation bar: iOS's older name for `topBarLeading`.
    public static let navigationBarLeading = topBarLeading
    /// The trailing end of the navigation bar: iOS's older name for `topBarTrailing`.
    public static let navigationBarTrailing = topBarTrailing
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: usually a button.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
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
        if placement.isBottomBar {
            EmptyView().preference(key: BottomBarItemsKey.self, value: ToolbarItems(AnyView(content.environment(\.isInToolbar, true))))
        } else if placement.isSecondary {
            Menu {
                content
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
        } else if placement.isKeyboard {
            KeyboardToolbarItems(content: content)
        } else if let shortcut = placement.shortcut {
            content.keyboardShortcut(shortcut).environment(\.isShortcutFromPlacement, true)
        } else {
            content
        }
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`; at
/// `.secondaryAction` they share one overflow menu.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
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

/// Hands the items up to the enclosing navigation stack's header as a preference, or shows
/// them in a line above the view where there is no stack.
struct ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @Environment(\.navigationContext) private var context

    func body(content: Content) -> some View {
        if context != nil {
            content.preference(key: ToolbarItemsKey.self, value: ToolbarItems(AnyView(items.environment(\.isInToolbar, true))))
        } else {
            VStack(alignment: .leading, spacing: 0) {
                BottomToolbar(
                    content: VStack(alignment: .leading, spacing: 0) {
                        HStack(cellSpacing: 1) {
                            Spacer()
                            DeferredFocusRow(items: items.environment(\.isInToolbar, true))
                        }
                        content
                    })
            }
        }
    }
}

/// The toolbar items of one screen, as they come up to its stack. Items hold actions, which
/// cannot be compared, so each set of items made by an evaluation has its own number: the
/// header is rebuilt when a screen made new items, not when they merely passed through.
struct ToolbarItems: Equatable {
    private(set) var views: [AnyView]
    private var numbers: [UInt64]

    @MainActor private static var made: UInt64 = 0

    @MainActor init(_ view: AnyView) {
        Self.made += 1
        views = [view]
        numbers = [Self.made]
    }

    /// These items followed by `other`'s (two `.toolbar`s on one screen).
    func appending(_ other: ToolbarItems) -> ToolbarItems {
        var result = self
        result.views += other.views
        result.numbers += other.numbers
        return result
    }

    static func == (lhs: ToolbarItems, rhs: ToolbarItems) -> Bool { lhs.numbers == rhs.numbers }
}

extension ToolbarItems: View {}

extension ToolbarItems: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { views.enumerated().map { ViewChild($1, id: $0) } }

    func configure(_ node: Node) -> [ViewChild] { childViews }

    func hasSameConfiguration(as other: Self) -> Bool { true }
}

/// The toolbar items of the screen a view is on, as they come up to its stack.
struct ToolbarItemsKey: PreferenceKey {
    static let defaultValue: ToolbarItems? = nil
    static func reduce(value: inout ToolbarItems?, nextValue: () -> ToolbarItems?) {
        guard let next = nextValue() else { return }
        value = value.map { $0.appending(next) } ?? next
    }
}

/// Whether the button's shortcut comes from its toolbar placement (`.confirmationAction`), not
/// from the program's own `.keyboardShortcut`.
private struct ShortcutFromPlacementKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a toolbar item whose placement gives its button a shortcut: Return on another
    /// focused button then presses that one, not this.
    var isShortcutFromPlacement: Bool {
        get { self[ShortcutFromPlacementKey.self] }
        set { self[ShortcutFromPlacementKey.self] = newValue }
    }
}
