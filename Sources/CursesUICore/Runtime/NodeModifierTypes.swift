/// The modifier types known to be ``NodeModifier``s, noted by `modifier(_:)`, where each is
/// known statically: ``ModifiedContent/_builtIn`` then finds a modifier's built-in view
/// without asking the runtime whether its type conforms. The first such question of a type
/// scans every conformance record of the binary (about 4,700; 150–190 k instructions), and a
/// screen's first frame asked one for each modifier type on it (the demo: 5 before its first
/// frame). A table of metadata addresses, probed linearly: a lookup is a few instructions.
@MainActor
enum NodeModifierTypes {
    private struct Slot {
        var key: ObjectIdentifier?
        var type: (any NodeModifier.Type)?
    }

    private nonisolated static let capacity = 512
    /// Noted types stop at three quarters full; a type not noted is still cast at run time.
    private nonisolated static let limit = capacity * 3 / 4
    private nonisolated(unsafe) static let slots: UnsafeMutablePointer<Slot> = {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        return slots
    }()
    private static var count = 0

    /// Notes that `type` is a node modifier.
    static func note<Modifier: NodeModifier>(_ type: Modifier.Type) {
        let key = ObjectIdentifier(type)
        var index = start(of: key)
        while let noted = slots[index].key {
            if noted == key { return }
            index = (index + 1) & (capacity - 1)
        }
        guard count < limit else { return }
        slots[index] = Slot(key: key, type: type)
        count += 1
    }

    /// `type` as a node modifier, if it was noted as one.
    static func noted(_ type: Any.Type) -> (any NodeModifier.Type)? {
        let key = ObjectIdentifier(type)
        var index = start(of: key)
        while let noted = slots[index].key {
            if noted == key { return slots[index].type }
            index = (index + 1) & (capacity - 1)
        }
        return nil
    }

    private static func start(of key: ObjectIdentifier) -> Int {
        let bits = Int(bitPattern: UInt(bitPattern: key))
        return ((bits >> 4) ^ (bits >> 13)) & (capacity - 1)
    }
}
