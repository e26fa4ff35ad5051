import CursesUI

/// The models an app works with, as SwiftData's `ModelContext`: insert, delete, fetch and save
/// them. A fetch is tracked by Observation, so a view that fetched (through `@Query`) renders
/// again when a model is inserted, deleted or changed. With ``autosaveEnabled``, changes are
/// saved soon after they are made. Use a context on the main thread.
public final class ModelContext: Observable, @unchecked Sendable {
    /// The container whose store this context reads and saves.
    public let container: ModelContainer
    /// True when changes are saved by themselves, soon after they are made (the default).
    public var autosaveEnabled = true
    /// True when there are changes not yet saved.
    public private(set) var hasChanges = false

    private var models: [String: [any PersistentModel]] = [:]
    /// Entities in the store that the container's schema does not name: written back as read.
    private var otherEntities: [String: [_ModelRecord]] = [:]
    private var changeCount = 0
    private var isAutosaveScheduled = false
    private let registrar = ObservationRegistrar()

    /// A context with the models of `container`'s store (none when they cannot be read).
    public convenience init(_ container: ModelContainer) {
        do {
            try self.init(reading: container)
        } catch {
            self.init(empty: container)
        }
    }

    private init(empty container: ModelContainer) { self.container = container }

    /// A context with the models of `container`'s store; throws when a record cannot be read
    /// as its model type.
    init(reading container: ModelContainer) throws {
        self.container = container
        var typesByName: [String: any PersistentModel.Type] = [:]
        for type in container.schema.types { typesByName[Schema.entityName(of: type)] = type }
        var records: [PersistentIdentifier: (type: any PersistentModel.Type, record: _ModelRecord)] = [:]
        for (name, entityRecords) in container.storedEntities {
            guard let type = typesByName[name] else {
                otherEntities[name] = entityRecords
                continue
            }
            for record in entityRecords { records[record.id] = (type, record) }
        }
        let resolver = _ModelResolver(records: records)
        for type in container.schema.types {
            let name = Schema.entityName(of: type)
            for record in container.storedEntities[name] ?? [] {
                guard let model = try resolver.anyModel(record.id) else { continue }
                model._$backingData.context = self
                models[name, default: []].append(model)
            }
        }
    }

    /// Adds `model` (and the models its properties hold) to the context. A model with an
    /// `@Attribute(.unique)` value another model of its type already has updates that model
    /// instead, as SwiftData's upsert does.
    public func insert<T: PersistentModel>(_ model: T) {
        guard model._$backingData.context !== self else { return }
        if let existing = modelSharingUniqueValue(with: model) {
            if let record = try? model._$record() {
                try? existing._$update(from: record, resolver: _ModelResolver(records: [:], existing: index()))
            }
            return
        }
        add(model)
        contentDidChange()
    }

    private func add(_ model: any PersistentModel) {
        guard model._$backingData.context !== self else { return }
        model._$backingData.context = self
        model._$backingData.isDeleted = false
        model._$backingData.hasChanges = true
        models[Schema.entityName(of: type(of: model)), default: []].append(model)
        for related in model._$relatedModels() { add(related) }
    }

    private func modelSharingUniqueValue<T: PersistentModel>(with model: T) -> T? {
        let keys = T._$uniquePropertyNames
        guard !keys.isEmpty, let record = try? model._$record() else { return nil }
        for case let other as T in models[Schema.entityName(of: T.self)] ?? [] {
            guard let otherRecord = try? other._$record() else { continue }
            if keys.contains(where: { record.values[$0] != nil && record.values[$0] == otherRecord.values[$0] }) {
                return other
            }
        }
        return nil
    }

    private func index() -> [PersistentIdentifier: any PersistentModel] {
        var index: [PersistentIdentifier: any PersistentModel] = [:]
        for entity in models.values { for model in entity { index[model.persistentModelID] = model } }
        return index
    }

    /// Removes `model` from the context, with the models its `.cascade` relationships hold, and
    /// from the relationship properties of the models that held it.
    public func delete<T: PersistentModel>(_ model: T) {
        remove(model)
        contentDidChange()
    }

    private func remove(_ model: any PersistentModel) {
        guard model._$backingData.context === self else { return }
        let name = Schema.entityName(of: type(of: model))
        models[name]?.removeAll { $0.persistentModelID == model.persistentModelID }
        model._$backingData.context = nil
        model._$backingData.isDeleted = true
        // The nullify rule: the models that held it no longer do.
        for entity in models.values { for other in entity { other._$forget(model.persistentModelID) } }
        for cascaded in model._$cascadedModels() { remove(cascaded) }
    }

    /// Removes every model of `model` that meets `predicate` (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true)
        throws
    {
        for found in try fetch(FetchDescriptor(predicate: predicate)) { remove(found) }
        contentDidChange()
    }

    /// The models of `T` the descriptor selects, in its order.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        registrar.access(self, keyPath: \.changeCount)
        insertRelatedModels()
        var found: [T] = []
        for case let model as T in models[Schema.entityName(of: T.self)] ?? [] {
            if let predicate = descriptor.predicate, !(try predicate.evaluate(model)) { continue }
            found.append(model)
        }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        let offset = min(descriptor.fetchOffset ?? 0, found.count)
        let end = descriptor.fetchLimit.map { min(offset + $0, found.count) } ?? found.count
        return Array(found[offset..<end])
    }

    /// How many models of `T` the descriptor selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// Writes every model of the context to the container's store.
    public func save() throws {
        insertRelatedModels()
        var entities = otherEntities
        for (name, entity) in models { entities[name] = try entity.map { try $0._$record() } }
        for type in container.schema.types where entities[Schema.entityName(of: type)] == nil {
            entities[Schema.entityName(of: type)] = []
        }
        try container.write(entities)
        hasChanges = false
        for entity in models.values { for model in entity { model._$backingData.hasChanges = false } }
    }

    /// Models put into a relationship after their holder was inserted join the context, as in
    /// SwiftData.
    private func insertRelatedModels() {
        for entity in models.values {
            for model in entity {
                for related in model._$relatedModels() where !related._$backingData.isDeleted { add(related) }
            }
        }
    }

    /// `model` changed: a model it now holds joins the context, as in SwiftData.
    func modelDidChange(_ model: any PersistentModel) {
        for related in model._$relatedModels() where !related._$backingData.isDeleted { add(related) }
        contentDidChange()
    }

    /// A model was inserted, deleted or changed: fetches made in views are made again, and an
    /// autosave is scheduled.
    func contentDidChange() {
        hasChanges = true
        registrar.withMutation(of: self, keyPath: \.changeCount) { changeCount += 1 }
        guard autosaveEnabled, container.store != nil, !isAutosaveScheduled else { return }
        isAutosaveScheduled = true
        Task { @MainActor [weak self] in self?.autosave() }
    }

    private func autosave() {
        isAutosaveScheduled = false
        guard autosaveEnabled, hasChanges else { return }
        do {
            try save()
        } catch {
            FileHandle.standardError.write(Data("SwiftData: autosave failed: \(error)\n".utf8))
        }
    }
}
