/// A list of values that a ``NavigationStack`` shows screens for, of any `Hashable` types, as
/// SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(bank.id)
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, the last one on top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many screens are pushed over the root.
    public var count: Int { elements.count }

    /// True when the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
