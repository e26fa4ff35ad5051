/// How a change would move, as SwiftUI's `Animation`: a terminal redraws a change at once, so
/// every animation is accepted and has no effect; the screen shows the end state.
///
/// ```swift
/// withAnimation(.easeInOut) { isExpanded.toggle() }
/// Text(total, format: .number).animation(.snappy, value: total)
/// ```
public struct Animation: Hashable, Sendable {
    private let name: String

    /// The system's default animation.
    public static let `default` = Animation(name: "default")
    /// Starts slowly and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Starts slowly.
    public static let easeIn = Animation(name: "easeIn")
    /// Ends slowly.
    public static let easeOut = Animation(name: "easeOut")
    /// At a constant speed.
    public static let linear = Animation(name: "linear")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A spring that responds quickly.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A spring with a little bounce.
    public static let bouncy = Animation(name: "bouncy")
    /// A spring without bounce that settles quickly.
    public static let snappy = Animation(name: "snappy")
    /// A spring without bounce.
    public static let smooth = Animation(name: "smooth")

    /// Starts slowly and ends slowly over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// Starts slowly over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Ends slowly over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// At a constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { .linear }
    /// A spring of the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .spring
    }
    /// A spring of the given duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { .spring }
    /// A bouncy spring of the given duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// A snappy spring of the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A smooth spring of the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }

    /// This animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// This animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated for as long as the view is shown.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and returns its result, as SwiftUI's `withAnimation`: the changes it makes are
/// drawn at once (a terminal does not animate).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Would animate changes inside when `value` changes; a terminal draws the end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

extension Binding {
    /// The same binding: SwiftUI animates the changes written through it; a terminal draws them at once.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
