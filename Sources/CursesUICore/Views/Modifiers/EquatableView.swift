extension View where Self: Equatable {
    /// Lets the framework skip the view's body while it equals its last value, as SwiftUI's
    /// `equatable()`. CursesUI already compares a view with its last value before evaluating
    /// its body, so the view is returned as it is.
    public func equatable() -> Self { self }
}
