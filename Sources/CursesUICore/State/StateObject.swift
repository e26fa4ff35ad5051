/// An ``ObservableObject`` a view owns, as SwiftUI's `@StateObject`: made once, the first
/// time the view is evaluated, and kept for as long as the view stays in the graph, however
/// often its parent is evaluated again. The view is evaluated again whenever the object's
/// `objectWillChange` sends.
///
/// ```swift
/// struct ContentView: View {
///     @StateObject var expenses = Expenses()
///     var body: some View { AddView(expenses: expenses) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location: StateObjectLocation<ObjectType>

    /// An object made by `thunk` when the view first needs it; the view's later values do not
    /// run `thunk` again.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { location.box.object }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: GraphLinkedProperty {
    func link(to node: Node, key: String) { location.link(to: node, key: key) }
}

/// The object of one `@StateObject`, kept in its node.
final class StateObjectBox<ObjectType> {
    let object: ObjectType
    /// The graph's count of live state, for boxes that belong to a view.
    private let liveCount: LiveCount?

    init(_ object: ObjectType, counting liveCount: LiveCount? = nil) {
        self.object = object
        self.liveCount = liveCount
        liveCount?.add()
    }

    deinit { liveCount?.remove() }
}

/// Where a `@StateObject` finds its box: the node's, linked on every evaluation, or a private
/// one when the view is used outside a view graph.
final class StateObjectLocation<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var linked: StateObjectBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var box: StateObjectBox<ObjectType> {
        if let linked { return linked }
        let own = StateObjectBox(make())
        linked = own
        return own
    }

    @MainActor func link(to node: Node, key: String) {
        let make = make
        let box = node.storage(for: key) { StateObjectBox(make(), counting: node.graph.stateCount) }
        linked = box
        box.object.recordHolder(node, key: key)
    }
}
