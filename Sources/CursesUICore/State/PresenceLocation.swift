/// Whether a bound optional holds a value (`sheet(item:)`'s "is presented"): writing false
/// clears it, writing true leaves it as it is.
struct PresenceLocation<Item>: BindingLocation {
    let item: Binding<Item?>

    func get() -> Bool { item.wrappedValue != nil }

    func set(_ newValue: Bool) {
        if !newValue { item.wrappedValue = nil }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.item.hasSameLocation(as: rhs.item) }
}
