import CursesUI

/// The storage of an app's models, as SwiftData's `ModelContainer`: its ``mainContext`` holds
/// the models, read from the store when the container is made, and writes them back when it
/// saves (and, for a store on disk, when the program ends).
public final class ModelContainer: @unchecked Sendable {
    /// The model types stored.
    public let schema: Schema
    /// The configurations given (the first one says where the store is).
    public let configurations: [ModelConfiguration]
    /// The context views use (`@Environment(\.modelContext)`, `@Query`).
    // swift-format-ignore: NeverForceUnwrap
    public var mainContext: ModelContext { context! }
    /// Set at the end of `init`: the context is made from the container.
    private var context: ModelContext?
    let store: StoreFile?
    /// The records of the store as last read or saved, by entity name.
    var storedEntities: [String: [_ModelRecord]]

    /// A container for `types`, configured by `configurations` (default: on disk).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for `givenSchema`, configured by `configurations` (default: on disk).
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `givenSchema`, configured by `configurations` (default: on disk). A
    /// store file that cannot be read is moved aside with a message on standard error.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations
        let configuration = self.configurations[0]
        store = configuration.isStoredInMemoryOnly ? nil : StoreFile(url: configuration.url)
        storedEntities = store?.read().entities ?? [:]
        do {
            context = try ModelContext(reading: self)
        } catch {
            store?.moveAside(because: error)
            storedEntities = [:]
            context = try ModelContext(reading: self)
        }
        if store != nil { SaveAtExit.register(mainContext) }
    }

    /// Writes `entities` to the store (only remembers them for a store in memory).
    func write(_ entities: [String: [_ModelRecord]]) throws {
        guard configurations[0].allowsSave else { throw SwiftDataError.saveNotAllowed }
        storedEntities = entities
        try store?.write(StoreFile.Contents(entities: entities))
    }
}

/// What SwiftData's operations fail with here.
public enum SwiftDataError: Error, CustomStringConvertible {
    /// The container's configuration does not allow saving.
    case saveNotAllowed

    /// What went wrong.
    public var description: String { "this model configuration does not allow saving" }
}
