import CursesUI

/// The model types a ``ModelContainer`` stores, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let types: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type]) { self.types = types }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type...) { self.init(types) }

    /// The stored name of a model type (its type name, as SwiftData's entity name).
    static func entityName(of type: any PersistentModel.Type) -> String { String(describing: type) }

    /// Options and rules for a model's property, spelled as in SwiftData.
    public enum Attribute {
        /// How `@Attribute` stores a property.
        public struct Option: Sendable, Equatable {
            let name: String

            /// No two models of a type store the same value: inserting one updates the stored one.
            public static let unique = Option(name: "unique")
            /// Accepted for SwiftData programs; a value is stored in the store file either way.
            public static let externalStorage = Option(name: "externalStorage")
            /// Accepted for SwiftData programs; a value is stored in the store file either way.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
        }
    }

    /// Options and rules for a property holding other models.
    public enum Relationship {
        /// How `@Relationship` stores a property.
        public struct Option: Sendable, Equatable {
            let name: String

            /// Accepted, as `Attribute.Option.unique`.
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models a relationship property holds.
        public enum DeleteRule: Sendable {
            /// They stay; only the link goes.
            case nullify
            /// They are deleted too.
            case cascade
            /// Accepted; deleting does not check it.
            case deny
            /// They stay.
            case noAction
        }
    }
}
