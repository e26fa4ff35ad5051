@_spi(Reflection) import Swift

/// Where a view type keeps its `@State`, `@Environment` and friends, found once per type: the
/// offset and key of each, and those of a modifier's or an app's own, which live in the node
/// of the view it makes, and those inside a custom ``DynamicProperty`` (as SwiftUI links a
/// property wrapper's own `@State` and `@Environment`). A node links them on every evaluation; walking the view's `Mirror`
/// each time cost more than building a row of records.
@MainActor
struct DynamicPropertyLinks {
    private struct Link {
        let offset: Int
        let key: String
        let link: @MainActor (UnsafeRawPointer, Node, String) -> Void
    }

    private let links: [Link]

    /// True when the type holds no dynamic property.
    var isEmpty: Bool { links.isEmpty }

    /// The links of `type`; nil when the runtime cannot list its fields (an enum, a type
    /// with a custom mirror), which are then linked through `Mirror`.
    init?(of type: Any.Type) {
        guard !(type is any CustomReflectable.Type), let fields = Self.fields(of: type) else { return nil }
        var links: [Link] = []
        for field in fields {
            if let link = Self.linker(of: field.type) {
                links.append(Link(offset: field.offset, key: field.name, link: link))
            } else if field.type is any ViewModifier.Type || field.type is any App.Type || field.type is any DynamicProperty.Type {
                guard !(field.type is any CustomReflectable.Type), let inner = Self.fields(of: field.type) else { return nil }
                for innerField in inner {
                    guard let link = Self.linker(of: innerField.type) else { continue }
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

    /// The stored fields of a struct or tuple type; nil for any other kind.
    private static func fields(of type: Any.Type) -> [(name: String, offset: Int, type: Any.Type)]? {
        let kind = ValueComparer.kind(of: type)
        guard kind == .struct || kind == .tuple else { return nil }
        var fields: [(name: String, offset: Int, type: Any.Type)] = []
        let listed = _forEachField(of: type) { name, offset, fieldType, _ in
            fields.append((String(cString: name), offset, fieldType))
            return true
        }
        return listed ? fields : nil
    }

    private static func linker(of type: Any.Type) -> (@MainActor (UnsafeRawPointer, Node, String) -> Void)? {
        guard let property = type as? any GraphLinkedProperty.Type else { return nil }
        return linker(opening: property)
    }

    private static func linker<Property: GraphLinkedProperty>(opening type: Property.Type)
        -> @MainActor (UnsafeRawPointer, Node, String) -> Void
    {
        { storage, node, key in storage.assumingMemoryBound(to: Property.self).pointee.link(to: node, key: key) }
    }
}
