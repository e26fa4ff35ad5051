import CursesUI

/// A class made with ``Model()``, as SwiftData's `PersistentModel`: identifiable and hashable
/// by its ``persistentModelID``, and observable. Members whose names start with `_$` are
/// written by the macro.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model's context and identity are kept.
    var _$backingData: _ModelBackingData { get }
    /// Makes a model from its stored record.
    init(_$record record: _ModelRecord, resolver: _ModelResolver) throws
    /// The model's stored values.
    func _$record() throws -> _ModelRecord
    /// Sets the model's stored values from `record` (an upsert of a unique property).
    func _$update(from record: _ModelRecord, resolver: _ModelResolver) throws
    /// The properties marked `@Attribute(.unique)`.
    static var _$uniquePropertyNames: [String] { get }
    /// The models that `@Relationship(deleteRule: .cascade)` properties hold.
    func _$cascadedModels() -> [any PersistentModel]
    /// The models that any of the model's stored properties hold.
    func _$relatedModels() -> [any PersistentModel]
    /// Takes the deleted model `id` out of the model's properties.
    func _$forget(_ id: PersistentIdentifier)
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { _$backingData.id }

    /// The identity ``Identifiable`` uses: ``persistentModelID``.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted in, until it is deleted.
    public var modelContext: ModelContext? { _$backingData.context }

    /// True once the model was deleted from its context.
    public var isDeleted: Bool { _$backingData.isDeleted }

    /// True when the model changed since its context last saved.
    public var hasChanges: Bool { _$backingData.hasChanges }

    /// Models are equal when they are the same model.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.persistentModelID == rhs.persistentModelID }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(persistentModelID) }
}
