extension Binding {
    /// A binding to the wrapped value that reads `value` while the optional is nil; the first
    /// write materialises the optional (seed 001).
    ///
    /// ```swift
    /// TextField("User name", text: $userName.defaultValue("none"))
    /// ```
    public func defaultValue<Wrapped>(_ value: Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
        Binding<Wrapped>(
            identity: .derived(identity, value), get: { self.wrappedValue ?? value }, set: { self.wrappedValue = $0 })
    }

    /// `$optional ?? default`: the same as ``defaultValue(_:)``.
    public static func ?? <Wrapped>(optional: Binding<Wrapped?>, defaultValue: @autoclosure @escaping () -> Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
        Binding<Wrapped>(get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 })
    }

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

extension Binding where Value == String? {
    /// A `String` binding that reads "" while the optional is nil (seed 001).
    public var orEmpty: Binding<String> { defaultValue("") }
}

/// Remembers the last value a failable binding read, so it can still answer after the base
/// became nil.
private final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
