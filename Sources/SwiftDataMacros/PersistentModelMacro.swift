import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`, as in SwiftData: makes a class a persistent model. Each stored `var` becomes a
/// property that `@Observable` would make (read and change tracked by Observation, so views
/// that read it re-render) and that tells its context about changes; the class gets what a
/// ``ModelContext`` needs to store it: its stored values as a record, an initializer from one,
/// the names of its `@Attribute(.unique)` properties and the models its
/// `@Relationship(deleteRule: .cascade)` properties hold.
public struct PersistentModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The macro is for classes; anything else gets this message.
    struct NotAClass: Error, CustomStringConvertible {
        var description: String { "@Model can only be applied to a class" }
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else { throw NotAClass() }
        let className = type.name.trimmedDescription
        let stored = StoredProperty.all(in: declaration.memberBlock.members)
        let required = stored.filter { !$0.hasInitialValue }
        let defaulted = stored.filter(\.hasInitialValue)
        let variables = stored.filter(\.isVariable)
        func backing(_ property: StoredProperty) -> String { property.isVariable ? "_\(property.name)" : property.name }

        var decode = required.map { "self.\(backing($0)) = try record.value(for: \"\($0.name)\", in: resolver)" }
        decode.append("self._$backingData = SwiftData._ModelBackingData(id: record.id)")
        decode += defaulted.map { "try record.replace(&self.\(backing($0)), for: \"\($0.name)\", in: resolver)" }
        let encode = stored.map { "try record.set(self.\(backing($0)), for: \"\($0.name)\")" }
        let update = variables.map { "try record.replace(&self.\($0.name), for: \"\($0.name)\", in: resolver)" }
        let forget = variables.map {
            """
            if SwiftData._removeModel(id, from: &self._\($0.name)) {
                withMutation(keyPath: \\.\($0.name)) {}
                _$backingData.modelDidChange(self)
            }
            """
        }
        let unique = stored.filter(\.isUnique).map { "\"\($0.name)\"" }.joined(separator: ", ")
        let related = stored.map { "SwiftData._appendModels(of: self.\(backing($0)), to: &models)" }
        let cascaded = stored.filter(\.isCascadeRelationship).map { "SwiftData._appendModels(of: self.\(backing($0)), to: &models)" }
        return [
            "@SwiftData.Transient private let _$observationRegistrar = SwiftData._ObservationRegistrar()",
            "@SwiftData.Transient public var _$backingData = SwiftData._ModelBackingData()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: className), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: className), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            public required init(_$record record: SwiftData._ModelRecord, resolver: SwiftData._ModelResolver) throws {
                \(raw: decode.joined(separator: "\n"))
            }
            """,
            """
            public func _$record() throws -> SwiftData._ModelRecord {
                var record = SwiftData._ModelRecord(id: _$backingData.id)
                \(raw: encode.joined(separator: "\n"))
                return record
            }
            """,
            """
            public func _$update(from record: SwiftData._ModelRecord, resolver: SwiftData._ModelResolver) throws {
                \(raw: update.joined(separator: "\n"))
            }
            """,
            "public static var _$uniquePropertyNames: [String] { [\(raw: unique)] }",
            """
            public func _$forget(_ id: SwiftData.PersistentIdentifier) {
                \(raw: forget.joined(separator: "\n"))
            }
            """,
            modelList("_$cascadedModels", cascaded),
            modelList("_$relatedModels", related),
        ]
    }

    /// A method `name` returning the models that `appends` add.
    private static func modelList(_ name: String, _ appends: [String]) -> DeclSyntax {
        guard !appends.isEmpty else { return "public func \(raw: name)() -> [any SwiftData.PersistentModel] { [] }" }
        return """
            public func \(raw: name)() -> [any SwiftData.PersistentModel] {
                var models: [any SwiftData.PersistentModel] = []
                \(raw: appends.joined(separator: "\n"))
                return models
            }
            """
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let property = StoredProperty.properties(of: variable).first, property.isVariable
        else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }
}
