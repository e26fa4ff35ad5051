@_spi(Reflection) import Swift

/// Field types whose answer ``DynamicPropertyLinks`` knows without asking the runtime whether
/// they are dynamic properties: `@State`, `@Environment` and `@GestureState` of any value, which
/// are linked, and `@Binding`, `@Bindable` and the standard library's plain values, which hold
/// none. The runtime's first question of a type scans every conformance record of the binary
/// (about 4,700; 150–190 k instructions): the demo's first frame asked three, for its
/// `@Bindable` and `@Environment` fields. A generic type is known by its type descriptor,
/// which all its specialisations share.
@MainActor
enum KnownPropertyTypes {
    /// What a field of a known type is.
    enum Answer {
        /// A dynamic property the node links with this.
        case linked(DynamicPropertyLinks.Linker)
        /// A type that holds no dynamic property.
        case plain
    }

    /// The generic types known, by descriptor, each with how a specialisation of it is linked
    /// (nil for the ones holding no dynamic property).
    private static let generic: [(descriptor: UnsafeRawPointer, linker: ((Any.Type) -> DynamicPropertyLinks.Linker?)?)] = [
        (descriptor(of: State<Never>.self), stateLinker),
        (descriptor(of: Environment<Never>.self), environmentLinker),
        (descriptor(of: GestureState<Never>.self), gestureStateLinker),
        (descriptor(of: Binding<Never>.self), nil),
        (descriptor(of: Bindable<Never>.self), nil),
        (descriptor(of: Optional<Never>.self), nil),
        (descriptor(of: [Never].self), nil),
    ]

    /// The answer for a field of `type`, of the runtime's `kind`; nil when it is not known.
    static func answer(for type: Any.Type, kind: _MetadataKind) -> Answer? {
        if type == String.self || type == Int.self || type == Bool.self || type == Double.self { return .plain }
        guard kind == .struct || kind == .optional else { return nil }
        let typeDescriptor = descriptor(of: type)
        guard let known = generic.first(where: { $0.descriptor == typeDescriptor }) else { return nil }
        guard let linker = known.linker else { return .plain }
        return linker(type).map(Answer.linked)
    }

    /// The type descriptor of a struct or enum type, the word after its metadata's kind
    /// (``KnownComparisons`` knows types by it too).
    nonisolated static func descriptor(of type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    }

    /// The first generic argument of a generic struct type, the word after its descriptor.
    private nonisolated static func argument(of type: Any.Type) -> Any.Type {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Any.Type.self)
    }

    /// The linker of `type`, a `State` of the value its first generic argument names; the two
    /// below likewise for `Environment` and `GestureState`.
    private nonisolated static func stateLinker(_ type: Any.Type) -> DynamicPropertyLinks.Linker? {
        func linker<Value>(_: Value.Type) -> DynamicPropertyLinks.Linker { DynamicPropertyLinks.linker(opening: State<Value>.self) }
        return linker(argument(of: type))
    }

    private nonisolated static func environmentLinker(_ type: Any.Type) -> DynamicPropertyLinks.Linker? {
        func linker<Value>(_: Value.Type) -> DynamicPropertyLinks.Linker { DynamicPropertyLinks.linker(opening: Environment<Value>.self) }
        return linker(argument(of: type))
    }

    private nonisolated static func gestureStateLinker(_ type: Any.Type) -> DynamicPropertyLinks.Linker? {
        func linker<Value>(_: Value.Type) -> DynamicPropertyLinks.Linker { DynamicPropertyLinks.linker(opening: GestureState<Value>.self) }
        return linker(argument(of: type))
    }
}
