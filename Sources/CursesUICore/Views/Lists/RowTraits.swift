/// What a row's content turns off of the row's keys: `deleteDisabled` (Del and the menu's
/// Delete), `moveDisabled` (Alt-↑/↓ in edit mode) and `selectionDisabled` (Space and Enter
/// choosing the row). Set on the row's content it comes up to the row as a preference; set
/// around a `ForEach` it reaches every row inside through the environment. A value set nearer
/// the row's top wins, as SwiftUI's outer `disabled(_:)` does.
struct RowTraits: Equatable, Sendable {
    var deleteDisabled: Bool?
    var moveDisabled: Bool?
    var selectionDisabled: Bool?

    /// These traits where set, `other`'s elsewhere.
    func over(_ other: RowTraits) -> RowTraits {
        RowTraits(
            deleteDisabled: deleteDisabled ?? other.deleteDisabled, moveDisabled: moveDisabled ?? other.moveDisabled,
            selectionDisabled: selectionDisabled ?? other.selectionDisabled)
    }
}

/// The traits set on the content of the row a view is in.
struct RowTraitsKey: PreferenceKey {
    static let defaultValue = RowTraits()
    static func reduce(value: inout RowTraits, nextValue: () -> RowTraits) { value = nextValue().over(value) }
}

private struct RowTraitsEnvironmentKey: EnvironmentKey {
    static var defaultValue: RowTraits { RowTraits() }
}

extension EnvironmentValues {
    /// The traits set around the rows a view makes (`ForEach { … }.deleteDisabled(true)`).
    var rowTraits: RowTraits {
        get { self[RowTraitsEnvironmentKey.self] }
        set { self[RowTraitsEnvironmentKey.self] = newValue }
    }
}

/// Sets row traits for the row around the content and for the rows inside it.
@usableFromInline struct RowTraitsModifier: NodeModifier {
    let traits: RowTraits

    func apply(to node: Node) {
        let traits = traits
        node.childEnvironment.rowTraits = node.environment.rowTraits.over(traits)
        node.attributes[PreferenceWriterAttribute.self] = { values in
            values[RowTraitsKey.self] = traits.over(values[RowTraitsKey.self] ?? RowTraits())
        }
    }
}

extension View {
    /// Keeps the list row this view is in from being deleted, as SwiftUI's
    /// `deleteDisabled(_:)`: Del does nothing on it, its actions menu offers no Delete and edit
    /// mode shows no `⊖` before it. Around a `ForEach` it applies to every row.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowTraitsModifier(traits: RowTraits(deleteDisabled: isDisabled)))
    }

    /// Keeps the list row this view is in from being moved, as SwiftUI's `moveDisabled(_:)`:
    /// Alt-↑/↓ do nothing on it in edit mode and it shows no `≡`. Other rows can still move
    /// past it.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowTraitsModifier(traits: RowTraits(moveDisabled: isDisabled)))
    }

    /// Keeps the list row this view is in from being selected, as SwiftUI's
    /// `selectionDisabled(_:)`: Space and Enter do not choose it, so it never gets a mark.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(RowTraitsModifier(traits: RowTraits(selectionDisabled: isDisabled)))
    }
}
