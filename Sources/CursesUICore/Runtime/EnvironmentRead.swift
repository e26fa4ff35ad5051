/// One read of the environment by a view: at a key path (`@Environment(\.locale)`), or of an
/// object (`@Environment(Model.self)`, `@EnvironmentObject`) when `keyPath` is nil, with the
/// custom keys the read reached. A node keeps the reads of its view's latest evaluation, and a
/// new environment in which each reads the same does not evaluate the view again
/// (``EnvironmentValues/readsTheSame(_:in:)``).
struct EnvironmentRead {
    let keyPath: AnyKeyPath?
    let customKeys: [ObjectIdentifier]

    /// True when both read the same place.
    func readsLike(_ other: EnvironmentRead) -> Bool {
        if let keyPath { return keyPath === other.keyPath }
        return other.keyPath == nil && customKeys == other.customKeys
    }
}
