import CursesUI

/// What a model keeps besides its values (written into each `@Model` class as `_$backingData`):
/// its identity, the context it is in, and whether it changed since that context saved.
public final class _ModelBackingData: @unchecked Sendable {
    /// The model's identity.
    public let id: PersistentIdentifier
    weak var context: ModelContext?
    var isDeleted = false
    var hasChanges = false

    /// Data for a new model.
    public init() { id = PersistentIdentifier() }

    /// Data for a model read back with identity `id`.
    public init(id: PersistentIdentifier) { self.id = id }

    /// Called by `model`'s property after it changed: marks the model changed and tells its
    /// context (whose queries then fetch again, which saves by itself when autosaving, and
    /// which takes in a model the property now holds).
    public func modelDidChange(_ model: any PersistentModel) {
        guard let context else { return }
        hasChanges = true
        context.modelDidChange(model)
    }
}
