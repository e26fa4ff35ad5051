/// Haptic or audible feedback, as SwiftUI's `SensoryFeedback`. A terminal has no haptics, so
/// `.sensoryFeedback` is accepted and has no effect.
///
/// ```swift
/// Button("Add") { count += 1 }.sensoryFeedback(.increase, trigger: count)
/// ```
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// An alignment was reached.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of the given weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// A physical impact of the given flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        private let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible an impact feels.
    public struct Flexibility: Hashable, Sendable {
        private let name: String
        /// A rigid impact.
        public static let rigid = Flexibility(name: "rigid")
        /// A solid impact.
        public static let solid = Flexibility(name: "solid")
        /// A soft impact.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Would play `feedback` when `trigger` changes; accepted, no effect in a terminal.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Would play `feedback` when `condition` says so as `trigger` changes; accepted, no effect.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// Would play the feedback `feedback` returns as `trigger` changes; accepted, no effect.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
