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
    private let read: (EnvironmentValues) -> Value
    private let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Reads the observable object of this type that `.environment(_:)` put in; a missing one
    /// stops the program with a message naming the type, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                fatalError("No observable object of type \(Value.self) found: a view above must use .environment(_:) with one")
            }
            return object
        }
    }

    /// Reads the observable object of this type, or nil where none was put in.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0.object(of: objectType) }
    }

    /// The current value.
    public var wrappedValue: Value { read(location.values) }
}

extension Environment: GraphLinkedProperty {
    func link(to node: Node, key: String) { location.values = node.environment }
}

/// The environment a view was linked with (the default one outside a view graph).
final class EnvironmentLocation {
    var values = EnvironmentValues()
}
