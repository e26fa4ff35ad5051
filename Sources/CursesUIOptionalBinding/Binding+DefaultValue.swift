import CursesUICore

// Helpers for binding a text field to an optional, as SwiftUI articles commonly print them.
// SwiftUI has none of these, so apps write their own; they live in this opt-in module so that
// an app's own copy never makes a call ambiguous. `import CursesUIOptionalBinding` to use ours.

extension Binding {
    /// A binding to the wrapped value that reads `value` while the optional is nil; the first
    /// write materialises the optional.
    ///
    /// ```swift
    /// TextField("User name", text: $userName.defaultValue("none"))
    /// ```
    public func defaultValue<Wrapped>(_ value: Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
        Binding<Wrapped>(get: { self.wrappedValue ?? value }, set: { self.wrappedValue = $0 })
    }

    /// `$optional ?? default`: the same as ``defaultValue(_:)``.
    public static func ?? <Wrapped>(optional: Binding<Wrapped?>, defaultValue: @autoclosure @escaping () -> Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
        Binding<Wrapped>(get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 })
    }
}

extension Binding where Value == String? {
    /// A `String` binding that reads "" while the optional is nil.
    public var orEmpty: Binding<String> { defaultValue("") }
}
