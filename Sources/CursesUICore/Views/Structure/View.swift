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
    /// The view graph's handle on a view the framework draws itself, `nil` for a view with a
    /// body. Not SwiftUI's: leave it to its default. A requirement, not a cast, because finding
    /// a conformance at run time scans every conformance in the program once per type.
    var _builtIn: _BuiltInView? { get }
    /// `body` as `any View`, as the view graph reads it. Not SwiftUI's: leave it to its default.
    /// A requirement, so that each view's own module boxes its body with the body's type known:
    /// read through a generic function, the type was rebuilt from its mangled name at the first
    /// read, and the runtime checked each generic argument's conformance to `View` by scanning
    /// every conformance in the program.
    var _anyBody: any View { get }
}

extension View {
    /// A view with a body is not built in.
    public var _builtIn: _BuiltInView? { nil }

    /// The body, boxed where the view's type is known (inlined into each conformance).
    @inlinable public var _anyBody: any View { body }
}

extension Never: View {
    /// The view's content.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are drawn by their control and have no body.
    public var body: Never {
        fatalError("\(Self.self) has no body: a built-in view answers `_builtIn` with itself")
    }
}
