/// A property wrapper whose storage lives in the view graph (`@State`, `@AppStorage`, …).
///
/// Before a view's `body` is evaluated, the node that owns the view finds these properties by
/// reflection and links each to storage keyed by the property's name, so the value survives
/// re-renders even though the view struct itself is recreated each time.
public protocol DynamicProperty {}

/// The framework's side of ``DynamicProperty``.
@MainActor
protocol GraphLinkedProperty: DynamicProperty {
    func link(to node: Node, key: String)
}

/// A dynamic property that is also an input from the parent (`@ObservedObject`): the view
/// graph compares it by its fields, so a view handed another object is evaluated again,
/// where the storage of other dynamic properties belongs to the node and always compares equal.
protocol ComparedAsInput: DynamicProperty {}
