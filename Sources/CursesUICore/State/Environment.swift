import Observation

/// Reads a value from the environment the view is in.
///
/// ```swift
/// @Environment(\.exit) private var exit
/// ```
///
/// An `@Observable` object put in with `.environment(model)` is read by its type:
///
/// ```swift
/// @Environment(Library.self) private var library
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// How an object is found; nil for a read at ``keyPath``.
    private let read: ((EnvironmentValues) -> Value)?
    private let keyPath: KeyPath<EnvironmentValues, Value>?
    private let location: EnvironmentLocation

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        location = EnvironmentLocation()
        self.keyPath = keyPath
        read = nil
    }

    /// Reads the observable object of this type that `.environment(_:)` put in; a missing one
    /// stops the program with a message naming the type, as in SwiftUI. A view that has left
    /// the screen (its `.task` finishing after its row was deleted) still reads the object it
    /// read last.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        let location = EnvironmentLocation()
        self.location = location
        keyPath = nil
        read = { [weak location] environment in
            if let object = environment.object(of: objectType) {
                location?.lastObject = object
                return object
            }
            if let object = location?.lastObject as? Value { return object }
            fatalError("No observable object of type \(Value.self) found: a view above must use .environment(_:) with one")
        }
    }

    /// Reads the observable object of this type, or nil where none was put in.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        location = EnvironmentLocation()
        keyPath = nil
        read = { $0.object(of: objectType) }
    }

    /// The current value.
    public var wrappedValue: Value {
        if let read { return location.read(read) }
        return location.read(keyPath!)
    }
}

extension Environment: GraphLinkedProperty {
    func link(to node: Node, key: String) { location.link(to: node) }
}

/// Where a view reads its environment: the node it was linked to, while that node lives
/// (the default environment outside a view graph or after the view left).
///
/// The node is held weakly and its environment read on demand. A copy of the environment
/// kept here would close a cycle whenever the environment holds a closure that captured
/// this very view (a presentation's `dismiss` captures the content it presents), and the
/// view's state would then outlive it.
///
/// A view reads its environment in `body`, on the main thread: there the node's environment is
/// read in place, without an actor check and a copy of the whole environment (both were most of
/// the cost of a read, and rows read several). Elsewhere the read asserts the main actor. The node
/// records what its view read there, so that a change elsewhere in the environment leaves the
/// view's body alone (`Node+EnvironmentReads`).
final class EnvironmentLocation {
    private var nodeReference: NodeReference?
    private var node: Node? { nodeReference?.node }
    /// The observable object an `@Environment(Type.self)` read last, for reads after the view
    /// left (a task finishing after the program's graph was torn down), as a SwiftUI view keeps
    /// the value it was given.
    var lastObject: AnyObject?
    private var mainThread: MainThreadCheck?

    @MainActor func link(to node: Node) {
        nodeReference = node.reference
        if mainThread == nil { mainThread = MainThreadCheck() }
    }

    /// The value at `keyPath`, on the main thread as the node's environment keeps it.
    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        if let node, mainThread?.isCurrent == true { return node.environmentValue(at: keyPath) }
        return read { $0[keyPath: keyPath] }
    }

    func read<Value>(_ read: (EnvironmentValues) -> Value) -> Value {
        guard let node else { return read(EnvironmentValues()) }
        if mainThread?.isCurrent == true { return node.environmentValue(through: read) }
        nonisolated(unsafe) var values = EnvironmentValues()
        MainActor.assumeIsolated { values = node.environment }
        return read(values)
    }
}
