extension Binding {
    /// A non-optional binding, or nil while the base's value is nil.
    ///
    /// Like SwiftUI's, the binding keeps working if the base later becomes nil: it then reads
    /// the last value it saw, and a write sets the base again. Unwrapping the same base again
    /// gives the same binding, so a view holding it is not evaluated again for it.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(location: UnwrappedLocation(base: base, lastSeen: LastValue(initial)))
    }
}
