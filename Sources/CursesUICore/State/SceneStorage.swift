/// A value kept for the scene under a key, as SwiftUI's `@SceneStorage`, with the same
/// initialisers and types as ``AppStorage``.
///
/// A terminal program has one scene and no state restoration: the values live in memory for
/// the run (every `@SceneStorage` with the same key shares one), and start again from their
/// defaults at the next launch.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
public typealias SceneStorage<Value> = StorageProperty<Value, SceneStorageScope>

/// The scope of ``SceneStorage``: the scene's store, in memory for the run.
public enum SceneStorageScope: StorageScope {
    /// True: the scene's store.
    public static var isScene: Bool { true }
}
