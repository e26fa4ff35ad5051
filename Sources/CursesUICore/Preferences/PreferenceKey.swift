/// A named value that views produce for their ancestors, as SwiftUI's `PreferenceKey`:
/// preferences flow up the view tree as the environment flows down.
///
/// A view sets a value with ``View/preference(key:value:)``; where several views below one
/// ancestor set it, ``reduce(value:nextValue:)`` combines their values in view-tree order.
/// An ancestor reads the combined value with ``View/onPreferenceChange(_:perform:)`` or
/// ``View/overlayPreferenceValue(_:alignment:_:)``. Values are combined after the views below
/// were evaluated, never by writing into an ancestor's state while a body runs.
///
/// ```swift
/// struct ItemCount: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value of views that set none.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next one, in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
