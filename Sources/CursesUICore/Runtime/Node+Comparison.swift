/// How a node tells that a new value of its view is the same as the one it shows.
extension Node {
    /// ``ValueEquality/isEquivalent(_:_:)`` of the view and a new value of its type, compared
    /// where each lies: no copy into `Any` and no cast back, and the comparer looked up once.
    func viewIsEquivalent(to newView: any View) -> Bool {
        guard ObjectIdentifier(type(of: view)) == ObjectIdentifier(type(of: newView)) else {
            viewComparer = nil  // the node takes a view of another type
            return false
        }
        let comparer = viewComparer ?? ValueComparer.of(type(of: view))
        viewComparer = comparer
        guard !comparer.neverEqual else { return false }  // no copy of the views to find it out
        return Self.compare(view, newView, by: comparer.inPlace)
    }

    // Outside the main actor: the closures handed to `withUnsafePointer` checked the executor.
    private nonisolated static func compare<Old: View>(
        _ old: Old, _ new: any View, by compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) -> Bool {
        withUnsafePointer(to: old) { old in Self.compare(new, with: UnsafeRawPointer(old), by: compare) }
    }

    private nonisolated static func compare<New: View>(
        _ new: New, with old: UnsafeRawPointer, by compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) -> Bool {
        withUnsafePointer(to: new) { new in compare(old, UnsafeRawPointer(new)) }
    }
}
