/// A button that opens a list of actions over the screen, as SwiftUI's `Menu`: its items are
/// buttons, pickers (their options listed, the chosen one marked), toggles, sections and
/// dividers. Enter opens it (→ too), ↑/↓ or Tab move, Enter runs an item and closes the
/// menu, Esc closes it. With a `primaryAction`, Enter runs that and → opens the menu.
/// A menu among another menu's items (a submenu) opens in place, as on iOS: Enter or →
/// shows its items indented under it.
///
/// ```swift
/// Menu("Sort") {
///     Picker("Order", selection: $order) {
///         Text("Name").tag(Order.name)
///         Text("Date").tag(Order.date)
///     }
///     Button("Refresh", action: refresh)
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\.isInPopupMenu) private var isInPopupMenu

    /// A menu of `content` whose button shows `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose button runs `primaryAction`; → opens the menu of `content`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The view's content.
    public var body: some View {
        if isInPopupMenu { submenu } else { menuButton }
    }

    /// A menu among another menu's items: a button that shows its items under it, and does not
    /// close the menu it is in.
    @ViewBuilder private var submenu: some View {
        let isOpen = $isOpen
        Button {
            isOpen.wrappedValue.toggle()
        } label: {
            HStack(cellSpacing: 1) {
                label
                Text(isOpen.wrappedValue ? "▾" : "▸")
            }
        }
        .environment(\.buttonsDismissPresentation, nil)
        .onKeyPress(.right, help: "open") {
            isOpen.wrappedValue = true
            return .handled
        }
        if isOpen.wrappedValue {
            VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, cells: 2)
        }
    }

    @ViewBuilder private var menuButton: some View {
        let isOpen = $isOpen
        let open: @MainActor () -> Void = { isOpen.wrappedValue = true }
        Button(action: primaryAction ?? open) {
            HStack(cellSpacing: 1) {
                label
                Text("▾")
            }
        }
        .onKeyPress(.right, help: "menu") {
            open()
            return .handled
        }
        .modifier(PopupMenuModifier(isPresented: isOpen, items: AnyView(content)))
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A menu titled `title` whose button runs `primaryAction`; → opens the menu.
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == CursesUICore.Label<Text, Image> {
    /// A menu titled `title` with the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { CursesUICore.Label(title, systemImage: systemImage) })
    }

    /// A menu titled `title` with the SF Symbol `systemImage`, whose button runs
    /// `primaryAction`; → opens the menu.
    public init(
        _ title: String, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { CursesUICore.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}
