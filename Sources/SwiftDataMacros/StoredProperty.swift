import SwiftSyntax

/// A stored property of a `@Model` class, as its declaration reads.
struct StoredProperty {
    let name: String
    let isVariable: Bool
    let hasInitialValue: Bool
    let isUnique: Bool
    let isCascadeRelationship: Bool

    /// The persisted stored properties of `members`: instance properties without accessors,
    /// not `@Transient`, not `lazy`; a `let` with an initial value is fixed, so not stored.
    static func all(in members: MemberBlockItemListSyntax) -> [StoredProperty] {
        members.compactMap { member -> [StoredProperty]? in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return nil }
            return properties(of: variable)
        }.flatMap { $0 }
    }

    /// The properties `variable` declares that `@Model` persists.
    static func properties(of variable: VariableDeclSyntax) -> [StoredProperty] {
        let modifiers = variable.modifiers.map(\.name.text)
        guard !modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }) else { return [] }
        guard !variable.hasAttribute("Transient") else { return [] }
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let unique = variable.attributeArguments("Attribute")?.contains(".unique") ?? false
        let cascade = variable.attributeArguments("Relationship")?.contains(".cascade") ?? false
        return variable.bindings.compactMap { binding in
            guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            if !isVariable && binding.initializer != nil { return nil }
            return StoredProperty(
                name: name, isVariable: isVariable, hasInitialValue: binding.initializer != nil, isUnique: unique,
                isCascadeRelationship: cascade)
        }
    }
}

extension VariableDeclSyntax {
    /// True when the declaration carries `@name`.
    func hasAttribute(_ name: String) -> Bool { attributeArguments(name) != nil }

    /// The argument text of `@name(…)` ("" without arguments), or nil without the attribute.
    func attributeArguments(_ name: String) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == name
                    || attribute.attributeName.trimmedDescription == "SwiftData.\(name)"
            else { continue }
            return attribute.arguments?.trimmedDescription ?? ""
        }
        return nil
    }
}
