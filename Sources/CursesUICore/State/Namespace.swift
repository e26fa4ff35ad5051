/// A property wrapper that gives a view an identity space for `matchedGeometryEffect`, as
/// SwiftUI's `@Namespace`. A terminal does not animate geometry between views, so the
/// namespace only has to exist and stay the same for the view's lifetime.
///
/// ```swift
/// @Namespace private var tabs
/// Text(tab.title).matchedGeometryEffect(id: tab, in: tabs)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// Makes a namespace.
    public init() {}

    /// The namespace's identity; the same for every view that declares one, which is enough for
    /// an effect that draws nothing.
    public var wrappedValue: ID { ID(value: 0) }
}
