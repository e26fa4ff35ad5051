/// The framework's side of a built-in view: it makes a control (or none, for groups and most
/// modifiers) and says which child views to build below it.
@MainActor
protocol PrimitiveView {
    /// The control that lays out and draws this view, made once when its node is mounted.
    func makeControl(for node: Node) -> Control?
    /// Brings the node (and its control) up to date with this value and returns the children.
    ///
    /// Runs inside observation tracking: any observable state read here re-runs it on change.
    func configure(_ node: Node) -> [ViewChild]
    /// True when the control already shows what `configure` would give it now. Asked (under
    /// tracking) before a node that its state invalidated is evaluated again, so a field is
    /// not redrawn when another part of the value it is bound into changed.
    func isUpToDate(_ node: Node) -> Bool
    /// True when the control would draw the same in `environment` as it does now: a leaf
    /// handed the same value in an environment that changed where it does not look (a
    /// button's label when the button is enabled) is not evaluated again.
    func looksTheSame(in environment: EnvironmentValues, node: Node) -> Bool
}

extension PrimitiveView {
    func makeControl(for node: Node) -> Control? { nil }
    func isUpToDate(_ node: Node) -> Bool { false }
    func looksTheSame(in environment: EnvironmentValues, node: Node) -> Bool { false }
}

/// A primitive view that holds other views (stacks, groups, modifiers). When its own
/// parameters and its environment did not change, the graph hands the new child views straight
/// to the child nodes instead of evaluating it; each child is then compared on its own.
protocol ContainerView: PrimitiveView {
    /// The child views, as `configure` returns them whatever the environment: a container
    /// handed only a new environment hands it to the children it has (`Node+EnvironmentReads`).
    var childViews: [ViewChild] { get }
    /// True when this value configures its node exactly as `other` did, children aside.
    func hasSameConfiguration(as other: Self) -> Bool
}

extension ContainerView {
    func hasSameConfiguration(asAny other: any View) -> Bool { hasSameConfiguration(asOpened: other) }

    /// Compared where the value lies once its type is known to be `Self`: a cast `as? Self`
    /// looked up the metadata of `Optional<Self>` in the runtime on every call.
    private func hasSameConfiguration<Other: View>(asOpened other: Other) -> Bool {
        guard ObjectIdentifier(Other.self) == ObjectIdentifier(Self.self) else { return false }
        return withUnsafePointer(to: other) { other in
            UnsafeRawPointer(other).withMemoryRebound(to: Self.self, capacity: 1) { hasSameConfiguration(as: $0.pointee) }
        }
    }

    /// The child views of `view` when it and `other` are both of this type and configure a
    /// node alike; nil otherwise. Read where the views lie: no copy of the views below them
    /// into a built-in view first.
    static func childViews(of view: any View, ifConfiguredAs other: any View) -> [ViewChild]? {
        childViews(ofOpened: view, ifConfiguredAs: other)
    }

    private static func childViews<Opened: View>(ofOpened view: Opened, ifConfiguredAs other: any View) -> [ViewChild]? {
        guard ObjectIdentifier(Opened.self) == ObjectIdentifier(Self.self) else { return nil }
        return withUnsafePointer(to: view) {
            UnsafeRawPointer($0).withMemoryRebound(to: Self.self, capacity: 1) {
                $0.pointee.hasSameConfiguration(asAny: other) ? $0.pointee.childViews : nil
            }
        }
    }
}

/// A built-in view as the view graph uses it, handed over by ``View/_builtIn``. The framework's
/// own views make one of themselves; nothing else can.
///
/// The view is held once, as a primitive: a container is known by its type, so a node keeps
/// no second copy of a view that holds the views of its whole subtree.
public struct _BuiltInView {
    let primitive: any PrimitiveView
    /// The type of `primitive` when it holds other views, for the graph's shortcut past
    /// unchanged ones.
    let containerType: (any ContainerView.Type)?

    init(_ view: some PrimitiveView) {
        primitive = view
        containerType = nil
    }

    init<Container: ContainerView>(_ view: Container) {
        primitive = view
        containerType = Container.self
    }
}

/// One child of a node: the view and the identity it is matched by on the next update.
struct ViewChild {
    var view: any View
    var id: ChildID

    /// A child with an id the program gave (`ForEach`, `.id(_:)`) or a name of its container's.
    init(_ view: any View, id: AnyHashable) {
        self.view = view
        self.id = .given(id)
    }

    /// A child matched by its place among its siblings (a tuple's element, an `if`'s branch).
    init(_ view: any View, position: Int = 0) {
        self.view = view
        id = .position(position)
    }
}

/// What a child is matched by on the next update. A place is an `Int` compared as one: as an
/// `AnyHashable`, every child of every evaluation was wrapped and compared through the runtime
/// (about 100 k instructions of the key that closes a sheet over Home).
enum ChildID: Hashable {
    case position(Int)
    case given(AnyHashable)

    /// The id as the program sees it (a place as its `Int`).
    var hashable: AnyHashable {
        switch self {
        case .position(let position): AnyHashable(position)
        case .given(let id): id
        }
    }
}
