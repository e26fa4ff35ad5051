@_spi(Reflection) import Swift

/// How two values of one type are compared under ``ValueEquality``'s rules, worked out once per
/// type and kept: `==` for an `Equatable` type, identity for a class, the location for a
/// binding, always equal for a dynamic property, never for a closure, and a struct or tuple
/// field by field at the fields' offsets. Walking two `Mirror`s on every comparison made
/// comparing views the largest cost of a re-render.
struct ValueComparer: @unchecked Sendable {  // made of closures over metatypes, immutable
    /// Compares two values of the type, each given by the address of its storage.
    let inPlace: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// Compares two values of the type held in `Any`.
    let boxed: (Any, Any) -> Bool
    /// True when no two values of the type compare equal (a closure among its fields, however
    /// deep): a view holding the whole tree below it as its content is then not walked only to
    /// meet the closure at the end.
    let neverEqual: Bool

    private static let known = Locked<[ObjectIdentifier: ValueComparer]>([:])

    /// The comparer of `type`, made on first use.
    static func of(_ type: Any.Type) -> ValueComparer {
        let key = ObjectIdentifier(type)
        if let comparer = known.withLock({ $0[key] }) { return comparer }
        // Made outside the lock: a struct's comparer asks for its fields' comparers.
        let comparer = _openExistential(type, do: makeComparer(of:))
        known.withLock { $0[key] = comparer }
        return comparer
    }

    fileprivate static func make<T>(_ type: T.Type) -> ValueComparer {
        let neverEqual = isNeverEqual(type)
        let inPlace = neverEqual ? { _, _ in false } : inPlaceComparison(of: type)
        return ValueComparer(
            inPlace: inPlace,
            boxed: { a, b in
                guard !neverEqual, let a = a as? T, let b = b as? T else { return false }
                return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in inPlace(a, b) } }
            }, neverEqual: neverEqual)
    }

    /// Whether `type` is a closure or a type, or a struct or tuple with a field that never
    /// compares equal: what ``inPlaceComparison(of:)`` would answer false for, whatever the values.
    private static func isNeverEqual<T>(_ type: T.Type) -> Bool {
        let kind = kind(ofOpened: type)
        // The kind first: a closure or a type conforms to nothing, and each question the runtime
        // has not answered before scans all its conformance records (about 4,000).
        if isClosureOrType(kind) { return true }
        if KnownComparisons.equality(for: type) != nil { return false }
        let byFields = KnownComparisons.comparesByFields(type, kind: kind)
        if !byFields, type is AnyClass || type is any Equatable.Type || hasRule(type, kind: kind) || isNodeStorage(type) {
            return false
        }
        switch kind {
        case .struct where byFields || !(type is any CustomReflectable.Type), .tuple:
            var neverEqual = false
            forEachField(of: type) { _, _, fieldType, _ in
                neverEqual = !isNodeStorage(fieldType) && ValueComparer.of(fieldType).neverEqual
                return !neverEqual
            }
            return neverEqual
        default: return false
        }
    }

    private static func inPlaceComparison<T>(of type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let kind = kind(ofOpened: type)
        if isClosureOrType(kind) { return { _, _ in false } }  // closures and types cannot be compared
        if let known = KnownComparisons.equality(for: type) { return known }
        let byFields = KnownComparisons.comparesByFields(type, kind: kind)
        if !byFields {
            if let equatable = type as? any Equatable.Type { return equality(of: equatable) }
            if hasRule(type, kind: kind), let rule = ruleComparison(of: type) { return rule }
            if type is AnyClass { return { $0.load(as: UInt.self) == $1.load(as: UInt.self) } }
            if isNodeStorage(type) { return { _, _ in true } }
        }
        switch kind {
        case .struct where byFields || !(type is any CustomReflectable.Type), .tuple:
            if let fields = fieldComparison(of: type) { return fields }
        case .enum, .optional:
            if _isPOD(type) {
                let size = MemoryLayout<T>.size
                return { a, b in UnsafeRawBufferPointer(start: a, count: size).elementsEqual(UnsafeRawBufferPointer(start: b, count: size))
                }
            }
        case .existential:
            return { a, b in
                ValueEquality.isEquivalent(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
            }
        default:
            break
        }
        return { a, b in
            ValueEquality.mirrorsAreEquivalent(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        }
    }

    /// A closure or a type: nothing to compare, and no protocol to ask about.
    private static func isClosureOrType(_ kind: _MetadataKind) -> Bool {
        kind == .function || kind == .metatype || kind == .existentialMetatype
    }

    /// Whether `type` compares by a rule of its own (``ComparedByRule``): for a struct or an
    /// enum told by its type descriptor, without a question to the runtime.
    private static func hasRule(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        guard kind == .struct || kind == .enum || kind == .optional else { return type is any ComparedByRule.Type }
        let known = KnownComparisons.hasRule(type)
        assert(known == (type is any ComparedByRule.Type), "\(type): KnownComparisons lacks a ComparedByRule value type")
        return known
    }

    /// The comparison a framework type defines for itself (``ComparedByRule``'s refinements).
    private static func ruleComparison<T>(of type: T.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        if let cases = type as? any ComparedCaseByCase.Type { return cases.caseComparison }
        if type is any ComparedByContent.Type {
            return { a, b in
                let a = a.assumingMemoryBound(to: T.self).pointee as! any ComparedByContent
                return a.hasEquivalentContent(to: b.assumingMemoryBound(to: T.self).pointee as AnyObject)
            }
        }
        if let binding = type as? any LocatedBinding.Type { return location(of: binding) }
        return nil
    }

    private static func equality<E: Equatable>(of type: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    private static func location<B: LocatedBinding>(of type: B.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: B.self).pointee.hasSameLocation(asAny: b.assumingMemoryBound(to: B.self).pointee) }
    }

    /// Field by field, leaving out the fields that always compare equal; nil when the runtime
    /// cannot list the fields.
    private static func fieldComparison(of type: Any.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        var fields: [(offset: Int, type: Any.Type)] = []
        let listed = forEachField(of: type) { _, offset, fieldType, _ in
            fields.append((offset, fieldType))
            return true
        }
        guard listed else { return nil }
        let compared = fields.filter { !isNodeStorage($0.type) }.map { field in
            (offset: field.offset, compare: ValueComparer.of(field.type).inPlace)
        }
        return { a, b in
            for field in compared where !field.compare(a + field.offset, b + field.offset) { return false }
            return true
        }
    }

    /// Whether values of `type` are a dynamic property whose storage belongs to the node
    /// (`@State`, `@Environment`…), which compares equal whatever it holds.
    private static func isNodeStorage(_ type: Any.Type) -> Bool {
        type is any DynamicProperty.Type && !(type is any ComparedAsInput.Type)
    }

    /// The runtime's kind of `type` (struct, enum, class, tuple, function…).
    static func kind(of type: Any.Type) -> _MetadataKind { _openExistential(type, do: metadataKind(of:)) }

    /// The kind of the first element of a tuple holding `type`.
    fileprivate static func kind<T>(ofOpened type: T.Type) -> _MetadataKind {
        var kind = _MetadataKind.unknown
        forEachField(of: (T, Bool).self) { _, _, _, elementKind in
            kind = elementKind
            return false
        }
        return kind
    }
}

/// A type with a comparison rule of its own, through one of the protocols that refine this
/// one (`ComparedByContent`, `ComparedCaseByCase`, `LocatedBinding`): about a class with none,
/// the runtime is asked one question instead of one for each rule; the structs and enums that
/// have one are known by their type descriptors (``KnownComparisons``).
protocol ComparedByRule {}

/// A box the framework keeps views in, compared by what it holds rather than by identity.
protocol ComparedByContent: AnyObject, ComparedByRule {
    /// True when `other` is a box of the same type holding equivalent values.
    func hasEquivalentContent(to other: AnyObject) -> Bool
}

/// An enum of views compared case by case, each payload by its own type's comparer: an
/// optional view, an `if`/`else`. The runtime lists no fields of an enum, and comparing two
/// through `Mirror` cost more than evaluating most views.
protocol ComparedCaseByCase: ComparedByRule {
    /// Compares two values of the type, each given by the address of its storage.
    static var caseComparison: (UnsafeRawPointer, UnsafeRawPointer) -> Bool { get }
}

extension Optional: ComparedCaseByCase {
    static var caseComparison: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let compare = ValueComparer.of(Wrapped.self).inPlace
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case (nil, nil): true
            case (let a?, let b?): withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in compare(a, b) } }
            default: false
            }
        }
    }
}

/// ``ValueComparer/make(_:)`` and ``ValueComparer/kind(of:)`` as functions of their own: `_openExistential` handed a static
/// method crashes the 6.3 compiler.
private func makeComparer<T>(of type: T.Type) -> ValueComparer { ValueComparer.make(type) }

private func metadataKind<T>(of type: T.Type) -> _MetadataKind { ValueComparer.kind(ofOpened: type) }

/// `_forEachField` with its options written here, so that they are made in this module: its
/// default argument made them through the standard library's unspecialised
/// `SetAlgebra.init(_:)`, which at the first call asked the runtime a conformance question (a
/// scan of every conformance record).
@discardableResult
func forEachField(of type: Any.Type, body: (UnsafePointer<CChar>, Int, Any.Type, _MetadataKind) -> Bool) -> Bool {
    _forEachField(of: type, options: _EachFieldOptions(rawValue: 0), body: body)
}
