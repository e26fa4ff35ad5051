/// A piece of user interface, described as a value, as in SwiftUI.
///
/// Compose views in `body`; the view graph re-evaluates a body only when observable state that
/// this body read has changed.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// The view's content.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are drawn by their control and have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
