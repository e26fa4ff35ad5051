/// A binding converted by `map(get:set:)`: the base binding and the place in the source
/// where the conversion is written, which stands for its two closures (closures cannot be
/// compared). Made again by the same line on the same base, it is the same location.
struct MappedLocation<Base, Value>: BindingLocation {
    let base: Binding<Base>
    let site: SourceSite
    let read: (Base) -> Value
    let write: (Value) -> Base

    func get() -> Value { read(base.wrappedValue) }
    func set(_ newValue: Value) { base.wrappedValue = write(newValue) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.site == rhs.site && lhs.base.hasSameLocation(as: rhs.base) }
}

/// Where in the source something was written.
struct SourceSite: Equatable {
    let fileID: String
    let line: Int
    let column: Int
}
