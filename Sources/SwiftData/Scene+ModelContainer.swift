import CursesUI

extension Scene {
    /// Puts `container`'s main context in the environment of this scene's views.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelContainerScene(base: self) { $0.modelContainer(container) }
    }

    /// Makes a container for `modelType` (in memory when `inMemory`, else in the default store
    /// file) for this scene's views, as the view modifier of the same name.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` for this scene's views.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        ModelContainerScene(base: self) {
            $0.modelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        }
    }
}

/// A scene whose root view has a model container.
struct ModelContainerScene<Base: Scene>: Scene {
    let base: Base
    let attach: @MainActor (AnyView) -> any View

    var rootView: AnyView { AnyView(attach(base.rootView)) }
}
