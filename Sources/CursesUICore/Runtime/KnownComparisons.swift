@_spi(Reflection) import Swift

/// Framework types whose comparison ``ValueComparer`` knows without asking the runtime: `Text`
/// by its `==`; the containers and wrappers almost every view is built of (`ModifiedContent`,
/// the stacks, `Group`, a presentation's host) field by field, since none of them is
/// `Equatable`, `CustomReflectable`, a dynamic property or compared by a rule of its own; and
/// the value types that have such a rule (no other struct or enum has one). The runtime's
/// first question of a type scans every conformance record of the binary (about 100,000
/// instructions): asked of `Text`, it was a third of the demo's first key, and a screen that
/// opens asked three or four of each wrapper it had not met. A generic type is known by its
/// type descriptor, which all its specialisations share.
enum KnownComparisons {
    /// `==` of `Text`; nil for any other type.
    static func equality(for type: Any.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        guard type == Text.self else { return nil }
        return { a, b in a.assumingMemoryBound(to: Text.self).pointee == b.assumingMemoryBound(to: Text.self).pointee }
    }

    /// True for a specialisation of a framework struct compared field by field.
    static func comparesByFields(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        guard kind == .struct else { return false }
        let typeDescriptor = descriptor(of: type)
        return byFields.contains(typeDescriptor)
    }

    /// True for a specialisation of a value type with a comparison rule of its own
    /// (``ComparedByRule``: `Binding`, `ConditionalContent`, `Optional`); `type` is a struct or
    /// an enum.
    static func hasRule(_ type: Any.Type) -> Bool {
        let typeDescriptor = descriptor(of: type)
        return withRule.contains(typeDescriptor)
    }

    nonisolated(unsafe) private static let withRule: [UnsafeRawPointer] = [
        descriptor(of: Binding<Never>.self),
        descriptor(of: ConditionalContent<EmptyView, EmptyView>.self),
        descriptor(of: Optional<Never>.self),
    ]

    /// The descriptors of the generic structs compared field by field (`KnownComparisonsTests`
    /// asks the runtime about each).
    nonisolated(unsafe) private static let byFields: [UnsafeRawPointer] = [
        descriptor(of: ModifiedContent<EmptyView, EmptyView>.self),
        descriptor(of: VStack<EmptyView>.self),
        descriptor(of: HStack<EmptyView>.self),
        descriptor(of: ZStack<EmptyView>.self),
        descriptor(of: Group<EmptyView>.self),
        descriptor(of: PresentationHost<EmptyView, EmptyView>.self),
    ]

    private static func descriptor(of type: Any.Type) -> UnsafeRawPointer { KnownPropertyTypes.descriptor(of: type) }
}
