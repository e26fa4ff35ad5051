/// One read of the environment by a view: at a key path (`@Environment(\.locale)`), or of an
/// object (`@Environment(Model.self)`, `@EnvironmentObject`) when `keyPath` is nil, with the
/// custom keys the read reached. A node keeps the reads of its view's latest evaluation, and a
/// new environment in which each reads the same does not evaluate the view again
/// (``EnvironmentValues/readsTheSame(_:in:)``).
struct EnvironmentRead {
    let keyPath: AnyKeyPath?
    let customKeys: CustomKeys

    /// True when both read the same place.
    func readsLike(_ other: EnvironmentRead) -> Bool {
        if let keyPath { return keyPath === other.keyPath }
        return other.keyPath == nil && customKeys == other.customKeys
    }

    /// The custom keys a read reached. Most reach one or none, kept without an array: a read
    /// is recorded each time a view's body runs.
    enum CustomKeys: Equatable {
        case none
        case one(ObjectIdentifier)
        case many([ObjectIdentifier])

        var isEmpty: Bool { self == .none }

        /// Adds `key` unless it is there.
        mutating func insert(_ key: ObjectIdentifier) {
            switch self {
            case .none: self = .one(key)
            case .one(let first): if first != key { self = .many([first, key]) }
            case .many(let keys): if !keys.contains(key) { self = .many(keys + [key]) }
            }
        }

        /// Adds the keys of `other`.
        mutating func formUnion(_ other: CustomKeys) {
            switch other {
            case .none: break
            case .one(let key): insert(key)
            case .many(let keys): for key in keys { insert(key) }
            }
        }

        /// True when `isSame` holds for every key.
        func allSatisfy(_ isSame: (ObjectIdentifier) -> Bool) -> Bool {
            switch self {
            case .none: true
            case .one(let key): isSame(key)
            case .many(let keys): keys.allSatisfy(isSame)
            }
        }
    }
}
