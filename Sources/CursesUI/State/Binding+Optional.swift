extension Binding {
    /// A non-optional binding, or nil while the base's value is nil.
    ///
    /// Like SwiftUI's, the binding keeps working if the base later becomes nil: it then reads
    /// the last value it saw, and a write sets the base again.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let lastSeen = LastValue(initial)
        self.init(
            get: {
                if let value = base.wrappedValue { lastSeen.value = value }
                return lastSeen.value
            },
            set: {
                lastSeen.value = $0
                base.wrappedValue = $0
            })
    }
}

/// Remembers the last value a failable binding read, so it can still answer after the base
/// became nil.
private final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
