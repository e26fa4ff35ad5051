import CursesUI

extension EnvironmentValues {
    /// The model context of the view's container (`.modelContainer(…)`), as in SwiftData; where
    /// no container was set, a context of an empty container in memory.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// Where ``EnvironmentValues/modelContext`` is kept.
private enum ModelContextKey: EnvironmentKey {
    static let defaultValue: ModelContext = {
        // Cannot fail: an empty schema in memory reads no store.
        // swift-format-ignore: NeverUseForceTry
        try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]).mainContext
    }()
}
