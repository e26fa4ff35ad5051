/// The context of a state change, as SwiftUI's `Transaction`: it carries the animation the
/// change would have. A terminal shows the end state at once, so the animation has no effect.
public struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of the views below are turned off.
    public var disablesAnimations = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` as a change with `transaction`, as SwiftUI's `withTransaction`: at once.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Would change the transaction of the changes below; accepted, no effect.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
