/// How a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`. A terminal shows every view in its identity phase, so the
/// configuration is accepted as written.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    var threshold = Threshold.visible

    /// A transition that changes nothing.
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    /// A transition that moves to the next phase at once, animated, at its threshold.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// A transition that follows the scrolling.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")

    /// A transition animated by `animation` at its threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// A transition that follows the scrolling along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { .interactive }

    /// The configuration, with the view visible from `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.threshold = threshold
        return configuration
    }

    /// Animates the transition with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be in the visible area for it to count as visible, as
    /// SwiftUI's `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        let amount: Double

        /// Wholly visible.
        public static let visible = Threshold(amount: 1)
        /// Wholly hidden.
        public static let hidden = Threshold(amount: 0)
        /// Centred in the visible area.
        public static var centered: Threshold { Threshold(amount: 2) }

        /// Visible by `amount`, from 0 (hidden) to 1 (visible).
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: min(1, max(0, amount))) }

        /// The threshold met `distance` closer to the centre.
        public func inset(by distance: Double) -> Threshold { self }

        /// This threshold mixed with `other` by `amount`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(amount: self.amount + (other.amount - self.amount) * amount)
        }
    }
}

extension View {
    /// Changes the view as it scrolls in and out of sight, as SwiftUI's
    /// `scrollTransition(_:axis:transition:)`. **Terminal form**: a terminal scrolls by whole
    /// rows without motion, and the rows in sight are the view as it is, so `transition` is
    /// always in its `.identity` phase; its effects apply as in `visualEffect(_:)`.
    ///
    /// ```swift
    /// Text(item.title).scrollTransition { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
    /// }
    /// ```
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffect { content, _ in transition(content, .identity) }
    }

    /// Changes the view as it scrolls in and out of sight, with a configuration for each edge,
    /// as SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`. **Terminal
    /// form**: always the `.identity` phase, as `scrollTransition(_:axis:transition:)`.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffect { content, _ in transition(content, .identity) }
    }
}
