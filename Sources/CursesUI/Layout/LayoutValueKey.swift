import CursesUICore

/// A key for a value a view hands to the custom layout that places it, as SwiftUI's
/// `LayoutValueKey`: the view sets it with `.layoutValue(key:value:)` and the layout reads it
/// with `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the custom layout that places this view, as SwiftUI's
    /// `layoutValue(key:value:)`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _layoutValue(key: ObjectIdentifier(key), value: value)
    }
}

extension LayoutSubview {
    /// The value the view set for `key`, or the key's default.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy._layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}
