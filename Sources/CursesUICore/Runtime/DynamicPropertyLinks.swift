@_spi(Reflection) import Swift

/// Where a view type keeps its `@State`, `@Environment` and friends, found once per type: the
/// offset and key of each, and those of a modifier's or an app's own, which live in the node
/// of the view it makes, and those inside a custom ``DynamicProperty`` (as SwiftUI links a
/// property wrapper's own `@State` and `@Environment`). A node links them on every evaluation; walking the view's `Mirror`
/// each time cost more than building a row of records.
///
/// Each field's type is asked one question of the runtime, whether it is a
/// ``_DynamicPropertyHolder``: the first such question per type scans every conformance record
/// of the binary (about 4,700), so a field is asked once, not once per protocol. A field whose
/// type cannot conform to anything (a closure, a tuple, an existential) is not asked, nor one
/// of the ``KnownPropertyTypes``, nor a class: a view refers to an object (a model), and its
/// dynamic properties are values it holds.
@MainActor
struct DynamicPropertyLinks {
    /// Links the property stored at a pointer to a node, under a key.
    typealias Linker = @MainActor (UnsafeRawPointer, Node, String) -> Void

    private struct Link {
        let offset: Int
        let key: String
        let link: Linker
    }

    private struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    private let links: [Link]

    /// True when the type holds no dynamic property.
    var isEmpty: Bool { links.isEmpty }

    /// The links of `type`, read from its stored fields as SwiftUI does; nil when the runtime
    /// cannot list its fields (an enum), which are then linked through `Mirror`.
    init?(of type: Any.Type) {
        guard let fields = Self.fields(of: type) else { return nil }
        var links: [Link] = []
        for field in fields where Self.mayHoldDynamicProperties(field.kind) {
            switch KnownPropertyTypes.answer(for: field.type, kind: field.kind) {
            case .linked(let link): links.append(Link(offset: field.offset, key: field.name, link: link))
            case .plain: continue
            case nil:
                guard field.type is any _DynamicPropertyHolder.Type else { continue }
                if let link = Self.linker(of: field.type) {
                    links.append(Link(offset: field.offset, key: field.name, link: link))
                    continue
                }
                // A modifier, an app or a custom dynamic property: its own linked properties.
                guard let inner = Self.fields(of: field.type) else { return nil }
                for innerField in inner where Self.mayHoldDynamicProperties(innerField.kind) {
                    guard let link = Self.linker(ofField: innerField.type, kind: innerField.kind) else { continue }
                    links.append(Link(offset: field.offset + innerField.offset, key: field.name + "." + innerField.name, link: link))
                }
            }
        }
        self.links = links
    }

    /// Links the properties of `view`, a value of the type these links were made for.
    func link<V: View>(_ view: V, to node: Node) {
        withUnsafePointer(to: view) { base in
            for link in links { link.link(UnsafeRawPointer(base) + link.offset, node, link.key) }
        }
    }

    /// False for the kinds of type no protocol conformance can be declared for, and for classes.
    private static func mayHoldDynamicProperties(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .function, .tuple, .existential, .metatype, .existentialMetatype, .class: false
        default: true
        }
    }

    /// The stored fields of a struct or tuple type; nil for any other kind.
    private static func fields(of type: Any.Type) -> [Field]? {
        let kind = ValueComparer.kind(of: type)
        guard kind == .struct || kind == .tuple else { return nil }
        var fields: [Field] = []
        let listed = forEachField(of: type) { name, offset, fieldType, fieldKind in
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType, kind: fieldKind))
            return true
        }
        return listed ? fields : nil
    }

    /// The linker of a field of `type`, known or asked of the runtime; nil when it is not linked.
    private static func linker(ofField type: Any.Type, kind: _MetadataKind) -> Linker? {
        switch KnownPropertyTypes.answer(for: type, kind: kind) {
        case .linked(let link): link
        case .plain: nil
        case nil: linker(of: type)
        }
    }

    private static func linker(of type: Any.Type) -> Linker? {
        guard let property = type as? any GraphLinkedProperty.Type else { return nil }
        return linker(opening: property)
    }

    /// Links a property of `type` stored at the pointer it is given.
    nonisolated static func linker<Property: GraphLinkedProperty>(opening type: Property.Type) -> Linker {
        { storage, node, key in storage.assumingMemoryBound(to: Property.self).pointee.link(to: node, key: key) }
    }
}
