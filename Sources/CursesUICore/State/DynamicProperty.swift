/// A property wrapper whose storage lives in the view graph (`@State`, `@AppStorage`, …).
///
/// Before a view's `body` is evaluated, the node that owns the view finds these properties by
/// reflection and links each to storage keyed by the property's name, so the value survives
/// re-renders even though the view struct itself is recreated each time.
public protocol DynamicProperty: _DynamicPropertyHolder {}

/// What ``DynamicProperty``, ``ViewModifier`` and ``App`` have in common for the view graph:
/// their stored dynamic properties are linked to a node. One conformance lookup per field type
/// then tells whether a field needs linking, where three lookups each scanned every conformance
/// record of the program the first time. An implementation detail; do not adopt it directly.
public protocol _DynamicPropertyHolder {}

/// The framework's side of ``DynamicProperty``.
@MainActor
protocol GraphLinkedProperty: DynamicProperty {
    func link(to node: Node, key: String)
}

/// A dynamic property that is also an input from the parent (`@ObservedObject`): the view
/// graph compares it by its fields, so a view handed another object is evaluated again,
/// where the storage of other dynamic properties belongs to the node and always compares equal.
protocol ComparedAsInput: DynamicProperty {}
