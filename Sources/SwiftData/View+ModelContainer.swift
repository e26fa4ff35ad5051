import CursesUI

extension View {
    /// Puts `container`'s main context in this view's environment, for `@Query` and
    /// `@Environment(\.modelContext)`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` (in memory when `inMemory`, else in the default store
    /// file) and puts its main context in this view's environment. The container is made once
    /// per store: a view made again finds the same one.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a container for `modelTypes`, as ``modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)``.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(
            ModelContainerModifier(
                types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

/// Makes a view's container the first time the view is shown and keeps it in the view's state.
struct ModelContainerModifier: ViewModifier {
    /// Holds the container; made once with the view's state, filled at its first evaluation.
    final class Holder {
        var container: ModelContainer?
    }

    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var holder = Holder()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, resolvedContainer().mainContext)
    }

    private func resolvedContainer() -> ModelContainer {
        if let container = holder.container { return container }
        let made = Self.makeContainer(types: types, inMemory: inMemory)
        made.mainContext.autosaveEnabled = isAutosaveEnabled
        holder.container = made
        onSetup(.success(made))
        return made
    }

    /// A container for `types`: in memory, or in the default store file (one per program and
    /// store, so every view that asks for it shares its models).
    static func makeContainer(types: [any PersistentModel.Type], inMemory: Bool) -> ModelContainer {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: inMemory)
        if !inMemory, let known = SharedContainers.container(at: configuration.url) { return known }
        do {
            let container = try ModelContainer(for: Schema(types), configurations: [configuration])
            if !inMemory { SharedContainers.remember(container, at: configuration.url) }
            return container
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }
}

/// The containers `.modelContainer(for:)` made for stores on disk, by store file.
enum SharedContainers {
    nonisolated(unsafe) private static var containers: [URL: ModelContainer] = [:]

    static func container(at url: URL) -> ModelContainer? { containers[url] }

    static func remember(_ container: ModelContainer, at url: URL) { containers[url] = container }
}
