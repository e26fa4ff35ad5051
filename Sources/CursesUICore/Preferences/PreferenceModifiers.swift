extension View {
    /// Sets `value` for `key` as this view's preference, in place of what the views inside set.
    ///
    /// ```swift
    /// Text(bank.name).preference(key: ItemCount.self, value: 1)
    /// ```
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        modifier(PreferenceValueModifier<Key>(value: value))
    }

    /// Changes the value of `key` that the views inside produce (their combined value, or the
    /// default when none set it).
    ///
    /// ```swift
    /// content.transformPreference(ItemCount.self) { $0 *= 2 }
    /// ```
    public func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
    ) -> some View {
        modifier(PreferenceTransformModifier<Key>(transform: callback))
    }

    /// Runs `action` with the combined value of `key` inside this view whenever it changes,
    /// after the update that changed it.
    ///
    /// ```swift
    /// List { … }.onPreferenceChange(ItemCount.self) { count = $0 }
    /// ```
    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, perform action: @escaping @MainActor (Key.Value) -> Void
    ) -> some View where Key.Value: Equatable {
        modifier(PreferenceChangeModifier<Key>(action: action))
    }
}

/// Sets the value of `Key` for everything below it. It keeps the value, not a closure, so an
/// unchanged value leaves its node alone when the parent is evaluated again.
@usableFromInline struct PreferenceValueModifier<Key: PreferenceKey>: NodeModifier {
    let value: Key.Value

    func apply(to node: Node) {
        let value = value
        node.attributes[PreferenceWriterAttribute.self] = { $0[Key.self] = value }
    }
}

/// Changes the value of `Key` coming up from below it.
@usableFromInline struct PreferenceTransformModifier<Key: PreferenceKey>: NodeModifier {
    let transform: (inout Key.Value) -> Void

    func apply(to node: Node) {
        let transform = transform
        node.attributes[PreferenceWriterAttribute.self] = { values in
            var value = values[Key.self] ?? Key.defaultValue
            transform(&value)
            values[Key.self] = value
        }
    }
}

/// Calls an action after the update in which the value of `Key` below it changed.
@usableFromInline struct PreferenceChangeModifier<Key: PreferenceKey>: NodeModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void

    func apply(to node: Node) {
        let action = action
        let delivered = node.storage(for: "onPreferenceChange") { LastSeen<Key.Value>() }
        node.attributes[PreferenceObserverAttribute.self] = { node, values in
            let value = values[Key.self] ?? Key.defaultValue
            guard value != (delivered.value ?? Key.defaultValue) else { return }
            delivered.value = value
            node.graph.afterUpdate { action(value) }
        }
    }
}
