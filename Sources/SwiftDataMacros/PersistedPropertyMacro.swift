import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Model` puts on each stored `var`: the value moves to a private `_name` beside it, and
/// the property reads it through Observation's `access` and changes it through `withMutation`
/// (as `@Observable`'s properties do), then tells the model's context it changed. Its `init`
/// accessor lets the class's own initializer assign the property as written.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
                _$backingData.modelDidChange(self)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = propertyName(of: declaration)
        else { return [] }
        let type = binding.typeAnnotation?.trimmedDescription ?? ""
        let initializer = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
        return ["private var _\(raw: name)\(raw: type)\(raw: initializer)"]
    }

    private static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
