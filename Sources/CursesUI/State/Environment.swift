/// Reads a value from the environment the view is in.
///
/// ```swift
/// @Environment(\.exit) private var exit
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { location.values[keyPath: keyPath] }
}

extension Environment: GraphLinkedProperty {
    func link(to node: Node, key: String) { location.values = node.environment }
}

/// The environment a view was linked with (the default one outside a view graph).
final class EnvironmentLocation {
    var values = EnvironmentValues()
}
