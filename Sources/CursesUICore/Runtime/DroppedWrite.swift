/// A write through a binding that did not stick: the control wrote a value and reading the
/// binding back still gave the old one: the lost write of <doc:TheBindingLesson>, made visible.
public struct DroppedWrite: Sendable, Equatable, CustomStringConvertible {
    /// The control's label (its title or placeholder).
    public var control: String
    /// What the control wrote.
    public var attempted: String
    /// What the binding read back.
    public var kept: String

    /// A readable description.
    public var description: String {
        "binding target lost: \(control) wrote \(attempted.debugDescription) but still reads \(kept.debugDescription)"
    }
}
