/// A reference to a control that keeps it alive no more than `weak` does and reads nil once the
/// control is gone, without the side table a `weak` reference gives its object (see
/// `NodeReference`): controls are retained and released all through layout and drawing.
///
/// Each control makes one when it is made and empties it when it ends; it is read on the main
/// actor only, where controls end.
final class ControlReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var control: Control?

    init() {}

    /// The control, of the class it was made as.
    @MainActor func control<Kind: Control>(as kind: Kind.Type) -> Kind? {
        control.map { unsafeDowncast($0, to: kind) }
    }
}
