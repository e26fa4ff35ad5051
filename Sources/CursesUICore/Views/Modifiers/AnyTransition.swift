/// How a view would enter and leave, as SwiftUI's `AnyTransition`: a terminal shows and removes
/// a view at once, so every transition is accepted and has no effect.
///
/// ```swift
/// QuestionCard(question).transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
/// ```
public struct AnyTransition: Sendable {
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Grows in and shrinks out.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition()
    /// Appears and disappears as it is.
    public static let identity = AnyTransition()

    /// Grows from `scale` around `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from, and out to, `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves by `offset` cells.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    /// One transition for coming in and another for going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// A transition from `active` (the view out of sight) to `identity` (the view in place), as
    /// SwiftUI's `modifier(active:identity:)`; the view is shown as it is.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }

    /// This transition together with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    /// Blurs the view out and the new one in (iOS 17).
    public static let blurReplace = AnyTransition()

    /// Blurs the view out and the new one in, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition()
    }
}

extension View {
    /// Would animate this view in and out; a terminal shows and removes it at once.
    public func transition(_ transition: AnyTransition) -> some View { self }
}

/// A transition that blurs one view into another, as SwiftUI's `BlurReplaceTransition`.
public struct BlurReplaceTransition: Sendable {
    /// How the views scale while they blur.
    public struct Configuration: Hashable, Sendable {
        private let name: String

        /// Scaling down, then up.
        public static let downUp = Configuration(name: "downUp")
        /// Scaling up.
        public static let upUp = Configuration(name: "upUp")
    }
}
