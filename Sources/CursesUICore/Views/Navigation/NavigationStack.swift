/// A stack of screens with a header naming the way back, as SwiftUI's `NavigationStack`.
///
/// `NavigationLink(value:)` pushes the screen that `.navigationDestination(for:)` makes for
/// the value; Esc (or `dismiss()`) pops it. Every screen on the stack keeps its `@State` while
/// it stays there; only the top one is drawn and takes keys.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(banks) { bank in NavigationLink(bank.name, value: bank.id) }
///         .navigationTitle("Banks")
///         .navigationDestination(for: Int64.self) { id in BankDetails(id: id) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    let path: Binding<[AnyHashable]>?
    let root: Root
    @State private var ownPath: [AnyHashable] = []
    @State private var context = NavigationContext()
    @State private var editMode = EditMode.inactive
    @Environment(\.navigationTrailPrefix) private var trailPrefix

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        path = nil
        self.root = root()
    }

    /// A stack whose path is a ``NavigationPath`` you own.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = path.elements
        self.root = root()
    }

    /// A stack whose path is an array of values you own.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path.map(get: { $0.map { AnyHashable($0) } }, set: { Data($0.compactMap { $0.base as? Data.Element }) })
        self.root = root()
    }

    /// The view's content.
    public var body: some View {
        let path = self.path ?? $ownPath
        let context = context
        context.path = path
        let elements = path.wrappedValue
        let depth = elements.count
        return VStack(alignment: .leading, spacing: 0) {
            // The header's `.bottomBar` items go in a line under the screen.
            NavigationColumn(deck: NavigationDeck(root: AnyView(root), path: elements, context: context)) {
                NavigationHeader(
                    prefix: trailPrefix, trail: $0[NavigationTrailKey.self] ?? [:], toolbars: $0[NavigationToolbarKey.self] ?? [:],
                    search: ($0[NavigationSearchKey.self] ?? [:])[depth], searchFocus: context.searchFocus, depth: depth
                )
                // A link among the toolbar's items pushes onto this stack.
                .environment(\.navigationContext, context)
            }
        }
        .keyBindings([
            KeyBinding(.escape, "back", isEnabled: !elements.isEmpty) { path.wrappedValue.removeLast() }
        ])
        .environment(\.editMode, $editMode)
    }
}

/// What a navigation stack shares with the views inside it: its path and the destinations
/// registered for value types. Titles and toolbars come up to the stack as preferences.
@MainActor
final class NavigationContext {
    var path: Binding<[AnyHashable]> = .constant([])
    /// Registered by `.navigationDestination` while the screens are evaluated; a pushed screen
    /// looks its destination up when it is evaluated, after the screens below it.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// True while the header's search field is asked to have focus (`/`).
    let searchFocus = StateBox(false)

    nonisolated init() {}

    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
    }

    func destination(for value: AnyHashable) -> AnyView {
        if let linked = value.base as? LinkedDestination { return linked.view }
        return destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(Text("No destination for \(value.base)"))
    }

    func push(_ value: AnyHashable) { path.wrappedValue.append(value) }

    /// Pops the screens above layer `depth` (0 is the root).
    func pop(to depth: Int) {
        let elements = path.wrappedValue
        if elements.count > depth { path.wrappedValue = Array(elements.prefix(depth)) }
    }
}

/// The header line: the titles of the screens on the stack, the current one last, and the
/// current screen's toolbar at the right; under it the current screen's search field. All
/// come up from the screens as preferences.
private struct NavigationHeader: View {
    /// The titles of the columns before this one, in a narrow split view.
    let prefix: [String]
    let trail: [Int: String]
    let toolbars: [Int: ToolbarItems]
    let search: SearchFieldRequest?
    let searchFocus: StateBox<Bool>
    let depth: Int

    var body: some View {
        titleLine
        if let search {
            // Last in focus order, as the toolbar: the screen starts on its own first field.
            DeferredFocusRow(items: SearchFieldRow(field: search, isFocused: Binding(location: StoredLocation(box: searchFocus))))
        }
    }

    @ViewBuilder private var titleLine: some View {
        let titles = (prefix + (0...depth).compactMap { trail[$0] }).filter { !$0.isEmpty }
        if let toolbar = toolbars[depth] {
            HStack(cellSpacing: 1) {
                Text(titles.joined(separator: " › ")).bold()
                Spacer()
                DeferredFocusRow(items: toolbar)
            }
        } else if !titles.isEmpty {
            Text(titles.joined(separator: " › ")).bold()
        }
    }
}

/// The title of the screen a view is on, as it comes up to its stack.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

/// The titles of the screens of a stack, by depth.
struct NavigationTrailKey: PreferenceKey {
    static let defaultValue: [Int: String] = [:]
    static func reduce(value: inout [Int: String], nextValue: () -> [Int: String]) { value.merge(nextValue()) { $1 } }
}

/// The search fields of the screens of a stack, by depth.
struct NavigationSearchKey: PreferenceKey {
    static let defaultValue: [Int: SearchFieldRequest] = [:]
    static func reduce(value: inout [Int: SearchFieldRequest], nextValue: () -> [Int: SearchFieldRequest]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The toolbar items of the screens of a stack, by depth.
struct NavigationToolbarKey: PreferenceKey {
    static let defaultValue: [Int: ToolbarItems] = [:]
    static func reduce(value: inout [Int: ToolbarItems], nextValue: () -> [Int: ToolbarItems]) { value.merge(nextValue()) { $1 } }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

private struct NavigationTrailPrefixKey: EnvironmentKey {
    static var defaultValue: [String] { [] }
}

extension EnvironmentValues {
    /// Titles a stack's header shows before its own: those of the columns a narrow split view
    /// came through.
    var navigationTrailPrefix: [String] {
        get { self[NavigationTrailPrefixKey.self] }
        set { self[NavigationTrailPrefixKey.self] = newValue }
    }

    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// Every screen of the stack, each kept mounted; only the top one is laid out, drawn, focused.
struct NavigationDeck: View {
    let root: AnyView
    let path: [AnyHashable]
    let context: NavigationContext
}

extension NavigationDeck: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DeckControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let context = context
        node.childEnvironment.navigationContext = context
        var children: [ViewChild] = []
        for depth in 0...path.count {
            // The root keeps the dismiss of what presented the stack (a sheet closes from it).
            let pop: @MainActor () -> Void = { context.pop(to: depth - 1) }
            let dismiss = depth > 0 ? DismissAction(action: pop) : node.environment.dismiss
            let content = depth == 0 ? root : AnyView(NavigationDestinationView(value: path[depth - 1]))
            let screen = NavigationScreen(
                depth: depth, content: content, dismiss: dismiss, fills: !node.environment.isFittedPresentation,
                isShown: depth == path.count)
            children.append(ViewChild(screen, id: depth))
        }
        return children
    }
}

/// A pushed screen: the destination registered for its value's type, looked up when it is
/// evaluated, after the screens below it registered theirs.
private struct NavigationDestinationView: View {
    let value: AnyHashable
    @Environment(\.navigationContext) private var context

    var body: some View { context?.destination(for: value) ?? AnyView(EmptyView()) }
}

/// One screen of a stack: it turns the screen's title and toolbar, coming up as preferences,
/// into the stack's by-depth values, so the header finds each screen's own.
struct NavigationLayer: View {
    let depth: Int
    let content: AnyView
}

extension NavigationLayer: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { [ViewChild(content)] }

    func hasSameConfiguration(as other: Self) -> Bool { depth == other.depth }

    func configure(_ node: Node) -> [ViewChild] {
        let depth = depth
        node.attributes[PreferenceWriterAttribute.self] = { values in
            // A stack inside the screen keeps its own screens' titles to itself.
            values[NavigationTrailKey.self] = nil
            values[NavigationToolbarKey.self] = nil
            values[NavigationSearchKey.self] = nil
            if let title = values[NavigationTitleKey.self] ?? nil { values[NavigationTrailKey.self] = [depth: title] }
            if let toolbar = values[ToolbarItemsKey.self] ?? nil { values[NavigationToolbarKey.self] = [depth: toolbar] }
            if let search = values[SearchFieldKey.self] ?? nil { values[NavigationSearchKey.self] = [depth: search] }
            values[NavigationTitleKey.self] = nil
            values[ToolbarItemsKey.self] = nil
            values[SearchFieldKey.self] = nil
        }
        // `/` reaches the header's search field from anywhere on a screen that has one, the
        // header's own toolbar included (it stands outside the screen's node).
        let searchFocus = node.environment.navigationContext?.searchFocus
        node.attributes[PreferenceObserverAttribute.self] = { node, values in
            let searches = (values[SearchFieldKey.self] ?? nil) != nil
            guard searches != node.attributes.has(ScreenKeyHandlerAttribute.self) else { return }
            guard searches, let searchFocus else {
                node.attributes[KeyHelpAttribute.self] = nil
                node.attributes[ScreenKeyHandlerAttribute.self] = nil
                return
            }
            node.attributes[KeyHelpAttribute.self] = [KeyHelp("/", "search")]
            node.attributes[ScreenKeyHandlerAttribute.self] = { @MainActor key in
                guard key == .character("/") else { return false }
                searchFocus.value = true
                return true
            }
        }
        return childViews
    }
}

extension View {
    /// Makes the screen pushed for values of type `data`.
    public func navigationDestination<D: Hashable, Destination: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        modifier(NavigationDestinationModifier(type: data, destination: { AnyView(destination($0)) }))
    }

    /// The title of this screen in its stack's header.
    public func navigationTitle(_ title: String) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    /// The title of this screen in its stack's header, read from a binding, as SwiftUI's
    /// `navigationTitle(_:)` for a `Binding<String>`: the header shows the binding's current
    /// value. iOS can also rename from the title bar; here the title is shown, not edited.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }
}
