/// A second (or later) update pass in one frame: state read by views was written after the
/// pass had evaluated them, by an `onAppear`, `onChange` or `onPreferenceChange` action, by a
/// focus move into a new control, or by a view writing state while it was evaluated. The
/// frame still comes out right; the record says which views had to be evaluated again, so
/// that a loop is visible instead of silent.
public struct ExtraUpdatePass: Sendable, Equatable, CustomStringConvertible {
    /// The number of the pass in its frame: 2 for the first extra one.
    public var pass: Int
    /// The types of the views evaluated again, outermost first, without their generic arguments.
    public var views: [String]

    /// A readable description.
    public var description: String {
        "update pass \(pass) re-evaluated \(views.joined(separator: ", "))"
    }
}
