/// A length that grows with the user's text size, as SwiftUI's `ScaledMetric`. A terminal's
/// text has one size, so the value is the one written.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) private var iconSize = 24.0
/// ```
@propertyWrapper
public struct ScaledMetric<Value: Numeric & Sendable>: DynamicProperty, Sendable {
    /// The length, as written.
    public let wrappedValue: Value

    /// A length scaled like body text.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// A length scaled like text of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
