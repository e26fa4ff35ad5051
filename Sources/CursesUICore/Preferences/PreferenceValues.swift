/// The preference values of one subtree, keyed by preference type: what a node hands up to its
/// parent once its children have been combined. Most subtrees set none, so this is usually
/// empty and costs nothing to combine.
struct PreferenceValues {
    private struct Entry {
        let key: any PreferenceKey.Type
        var value: Any
        var id: ObjectIdentifier { ObjectIdentifier(key) }
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The value of `key`, or nil when no view in the subtree set it.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value? {
        get { entries.first { $0.id == ObjectIdentifier(key) }?.value as? Key.Value }
        set {
            let index = entries.firstIndex { $0.id == ObjectIdentifier(key) }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Combines `next` (a later sibling's values) into these, key by key, with each key's reduce.
    mutating func combine(with next: PreferenceValues) {
        for entry in next.entries {
            if let index = entries.firstIndex(where: { $0.id == entry.id }) {
                entries[index].value = entry.key.reduce(entries[index].value, entry.value)
            } else {
                entries.append(entry)
            }
        }
    }

    /// True when both hold the same keys with values that compare equal (see ``ValueEquality``).
    func isEquivalent(to other: PreferenceValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for entry in entries {
            guard let match = other.entries.first(where: { $0.id == entry.id }),
                ValueEquality.isEquivalent(entry.value, match.value)
            else { return false }
        }
        return true
    }
}

extension PreferenceKey {
    /// `reduce` for values of unknown type, as the combination of two subtrees needs it.
    fileprivate static func reduce(_ value: Any, _ next: Any) -> Any {
        guard var accumulated = value as? Value, let next = next as? Value else { return value }
        reduce(value: &accumulated, nextValue: { next })
        return accumulated
    }
}
