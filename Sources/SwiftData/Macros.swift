import CursesUI

/// Makes a class a persistent model, as SwiftData's `@Model`: its stored properties are saved
/// by a ``ModelContext``, and, as with `@Observable`, views that read them re-render when they
/// change. The class needs an initializer of its own.
///
/// ```swift
/// @Model
/// final class Item {
///     var timestamp: Date
///     init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
@attached(
    member,
    names: named(_$observationRegistrar), named(_$backingData), named(access), named(withMutation), named(init),
    named(_$record), named(_$update), named(_$uniquePropertyNames), named(_$cascadedModels),
    named(_$relatedModels), named(_$forget)
)
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// Part of ``Model()``'s expansion: the accessors and storage of one stored property.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// Describes how a model's property is stored, as in SwiftData: `@Attribute(.unique)` makes
/// inserting a model whose value is already stored update that model instead (an upsert).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

/// Marks a property holding other models, as in SwiftData: with `deleteRule: .cascade`,
/// deleting the model deletes the models the property holds.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

/// Keeps a property out of the store, as in SwiftData; it needs an initial value, which a
/// model read back from the store starts with.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

/// The registrar `@Model` gives each class, as `@Observable` does (the program need not import
/// Observation).
public typealias _ObservationRegistrar = ObservationRegistrar
