import CursesUI

/// Finds the models a record refers to while a context reads its store: each is made from its
/// own record the first time it is asked for. A model asked for while it is being made (a
/// relationship that leads back to it) is left out of the property that asked.
public final class _ModelResolver {
    private let records: [PersistentIdentifier: (type: any PersistentModel.Type, record: _ModelRecord)]
    private var made: [PersistentIdentifier: any PersistentModel] = [:]
    private var making: Set<PersistentIdentifier> = []

    init(
        records: [PersistentIdentifier: (type: any PersistentModel.Type, record: _ModelRecord)],
        existing: [PersistentIdentifier: any PersistentModel] = [:]
    ) {
        self.records = records
        made = existing
    }

    /// The model `id`, made if it was not yet; nil when the store has no such model.
    func model<Model: PersistentModel>(_ id: PersistentIdentifier, of type: Model.Type) -> Model? {
        try? anyModel(id) as? Model
    }

    /// The model `id`, made from its record if it was not yet.
    func anyModel(_ id: PersistentIdentifier) throws -> (any PersistentModel)? {
        if let model = made[id] { return model }
        guard let entry = records[id], !making.contains(id) else { return nil }
        making.insert(id)
        defer { making.remove(id) }
        let model = try entry.type.init(_$record: entry.record, resolver: self)
        made[id] = model
        return model
    }
}
