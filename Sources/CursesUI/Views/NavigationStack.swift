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

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        path = nil
        self.root = root()
    }

    /// A stack whose path is a ``NavigationPath`` you own.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = Binding(
            identity: .derived(path.identity, "elements"), get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 })
        self.root = root()
    }

    /// A stack whose path is an array of values you own.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.path = Binding(
            identity: .derived(path.identity, "elements"), get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
        self.root = root()
    }

    /// The view's content.
    public var body: some View {
        let path = self.path ?? $ownPath
        let context = context
        context.path = path
        let elements = path.wrappedValue
        return VStack(alignment: .leading, spacing: 0) {
            NavigationHeader(context: context, depth: elements.count)
            NavigationDeck(layers: [AnyView(root)] + elements.map { AnyView(context.destination(for: $0)) }, context: context)
        }
        .keyBindings([
            KeyBinding(.escape, "back", isEnabled: !elements.isEmpty) { path.wrappedValue.removeLast() }
        ])
    }
}

/// What a navigation stack shares with the views inside it: its path, the destinations
/// registered for value types, and each screen's title.
@MainActor
final class NavigationContext {
    var path: Binding<[AnyHashable]> = .constant([])
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    private let registrations = StateBox(0)
    /// Each screen's title and toolbar items, by depth; written by the screens, read by the header.
    let titles = StateBox<[Int: String]>([:])
    let toolbars = StateBox<[Int: AnyView]>([:])

    nonisolated init() {}

    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        let isNew = destinations[ObjectIdentifier(type)] == nil
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
        if isNew { registrations.value += 1 }  // a stack waiting for it evaluates again
    }

    func destination(for value: AnyHashable) -> some View {
        _ = registrations.value
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
/// current screen's toolbar at the right.
private struct NavigationHeader: View {
    let context: NavigationContext
    let depth: Int

    var body: some View {
        let titles = context.titles.value
        let trail = (0...depth).compactMap { titles[$0] }.filter { !$0.isEmpty }
        let toolbar = context.toolbars.value[depth]
        if let toolbar {
            HStack(spacing: 1) {
                Text(trail.joined(separator: " › ")).bold()
                Spacer()
                toolbar
            }
        } else if !trail.isEmpty {
            Text(trail.joined(separator: " › ")).bold()
        }
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

private struct NavigationDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// Which screen of the stack a view is on (0 is the root).
    var navigationDepth: Int {
        get { self[NavigationDepthKey.self] }
        set { self[NavigationDepthKey.self] = newValue }
    }
}

/// Every screen of the stack, each kept mounted; only the top one is laid out, drawn, focused.
struct NavigationDeck: View {
    let layers: [AnyView]
    let context: NavigationContext
}

extension NavigationDeck: PrimitiveView {
    func makeControl(for node: Node) -> Control? { DeckControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        let context = context
        node.childEnvironment.navigationContext = context
        var children: [ViewChild] = []
        for (depth, layer) in layers.enumerated() {
            // The root keeps the dismiss of what presented the stack (a sheet closes from it).
            let pop: @MainActor () -> Void = { context.pop(to: depth - 1) }
            let dismiss = depth > 0 ? DismissAction(action: pop) : node.environment.dismiss
            // A screen of several views is one layer: the deck shows one control per screen.
            let screen = VStack(alignment: .leading, spacing: 0) { layer }
                .environment(\.navigationDepth, depth).environment(\.dismiss, dismiss)
            children.append(ViewChild(screen, id: depth))
        }
        return children
    }
}

/// A row that pushes the screen for `value` when pressed, as SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details", value: bank.id)
/// ```
public struct NavigationLink<Label: View, Value: Hashable>: View {
    let value: Value
    let label: Label
    @Environment(\.navigationContext) private var context

    /// A link showing `label` that pushes `value`.
    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
    }

    /// The view's content.
    public var body: some View {
        Button(action: { context?.push(AnyHashable(value)) }) {
            HStack(spacing: 1) {
                label
                Text("›")
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `value`.
    public init(_ title: String, value: Value) {
        self.init(value: value) { Text(title) }
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
        modifier(NavigationTitleModifier(title: title))
    }
}

struct NavigationDestinationModifier<D: Hashable>: NodeModifier {
    let type: D.Type
    let destination: (D) -> AnyView

    func apply(to node: Node) {
        node.environment.navigationContext?.register(type, destination: destination)
    }
}

struct NavigationTitleModifier: NodeModifier {
    let title: String

    func apply(to node: Node) {
        guard let context = node.environment.navigationContext else { return }
        let depth = node.environment.navigationDepth
        context.titles.update { $0[depth] = title }
    }
}
