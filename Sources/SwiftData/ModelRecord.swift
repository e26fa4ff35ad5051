import CursesUI

/// A model's stored values, by property name, and its identity: what the store file holds for
/// each model. `@Model` writes the code that fills and reads it.
public struct _ModelRecord: Codable, Equatable, Sendable {
    /// The model's identity.
    public let id: PersistentIdentifier
    var values: [String: StoredValue] = [:]

    /// An empty record for the model `id`.
    public init(id: PersistentIdentifier) { self.id = id }

    /// A record missing a property `@Model` stores, or holding a value of another type.
    struct MissingValue: Error, CustomStringConvertible {
        let key: String
        var description: String { "no stored value for \"\(key)\"" }
    }

    /// Stores `value` under `key`.
    public mutating func set(_ value: some Encodable, for key: String) throws { values[key] = try StoredValue(value) }

    /// Stores the identities of `models` under `key`.
    public mutating func set<Model: PersistentModel>(_ models: [Model], for key: String) throws {
        values[key] = .array(models.map { .string($0.persistentModelID.value) })
    }

    /// Stores the identity of `model` (or null) under `key`.
    public mutating func set<Model: PersistentModel>(_ model: Model?, for key: String) throws {
        values[key] = model.map { .string($0.persistentModelID.value) } ?? .null
    }

    /// The value stored under `key`.
    public func value<Value: Decodable>(for key: String, in resolver: _ModelResolver) throws -> Value {
        guard let stored = values[key] else { throw MissingValue(key: key) }
        return try stored.decoded(as: Value.self)
    }

    /// The models whose identities are stored under `key`, as far as they can be found.
    public func value<Model: PersistentModel>(for key: String, in resolver: _ModelResolver) throws -> [Model] {
        guard case .array(let identities)? = values[key] else { throw MissingValue(key: key) }
        return identities.compactMap { identity in
            guard case .string(let text) = identity else { return nil }
            return resolver.model(PersistentIdentifier(text), of: Model.self)
        }
    }

    /// The model whose identity is stored under `key`, or nil.
    public func value<Model: PersistentModel>(for key: String, in resolver: _ModelResolver) throws -> Model? {
        guard case .string(let text)? = values[key] else { return nil }
        return resolver.model(PersistentIdentifier(text), of: Model.self)
    }

    /// Sets `target` to the value stored under `key`, leaving it as it is when none is stored
    /// (a property added to the model since the store was written keeps its initial value).
    public func replace<Value: Decodable>(_ target: inout Value, for key: String, in resolver: _ModelResolver) throws {
        guard values[key] != nil else { return }
        target = try value(for: key, in: resolver)
    }

    /// Sets `target` to the models stored under `key`, if any are stored there.
    public func replace<Model: PersistentModel>(_ target: inout [Model], for key: String, in resolver: _ModelResolver) throws {
        guard values[key] != nil else { return }
        target = try value(for: key, in: resolver)
    }

    /// Sets `target` to the model stored under `key`, if the key is stored.
    public func replace<Model: PersistentModel>(_ target: inout Model?, for key: String, in resolver: _ModelResolver) throws {
        guard values[key] != nil else { return }
        target = try value(for: key, in: resolver)
    }
}

/// Adds the models a cascading relationship property holds to `models`.
public func _appendModels<Model: PersistentModel>(of property: [Model], to models: inout [any PersistentModel]) {
    models += property.map { $0 as any PersistentModel }
}

/// Adds the model a cascading relationship property holds, if any, to `models`.
public func _appendModels<Model: PersistentModel>(of property: Model?, to models: inout [any PersistentModel]) {
    if let property { models.append(property) }
}

/// Adds nothing: a property that holds no model.
public func _appendModels<Value>(of property: Value, to models: inout [any PersistentModel]) {}

/// Takes the model `id` out of a to-many relationship property; true if it was there.
public func _removeModel<Model: PersistentModel>(_ id: PersistentIdentifier, from property: inout [Model]) -> Bool {
    guard property.contains(where: { $0.persistentModelID == id }) else { return false }
    property.removeAll { $0.persistentModelID == id }
    return true
}

/// Empties a to-one relationship property that holds the model `id`; true if it did.
public func _removeModel<Model: PersistentModel>(_ id: PersistentIdentifier, from property: inout Model?) -> Bool {
    guard property?.persistentModelID == id else { return false }
    property = nil
    return true
}

/// Does nothing to a property that holds no model.
public func _removeModel<Value>(_ id: PersistentIdentifier, from property: inout Value) -> Bool { false }
