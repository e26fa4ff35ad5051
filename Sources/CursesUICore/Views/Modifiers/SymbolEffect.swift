/// An animation of an SF Symbol, as SwiftUI's symbol effects (`.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`, `.wiggle`, `.rotate`,
/// `.breathe`) with their variants (`.up`, `.byLayer`, `.iterative`…). A terminal draws the
/// symbol still, so every effect is accepted and has no effect.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
/// ```
public struct SymbolEffect: Hashable, Sendable {
    private init() {}

    /// Bounces the symbol.
    public static let bounce = SymbolEffect()
    /// Fades the symbol in and out.
    public static let pulse = SymbolEffect()
    /// Lights the symbol's layers in turn.
    public static let variableColor = SymbolEffect()
    /// Scales the symbol.
    public static let scale = SymbolEffect()
    /// Draws the symbol in.
    public static let appear = SymbolEffect()
    /// Draws the symbol out.
    public static let disappear = SymbolEffect()
    /// Replaces one symbol with another.
    public static let replace = SymbolEffect()
    /// Wiggles the symbol.
    public static let wiggle = SymbolEffect()
    /// Rotates the symbol.
    public static let rotate = SymbolEffect()
    /// Makes the symbol breathe.
    public static let breathe = SymbolEffect()

    /// Upwards.
    public var up: SymbolEffect { self }
    /// Downwards.
    public var down: SymbolEffect { self }
    /// Layer by layer.
    public var byLayer: SymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: SymbolEffect { self }
    /// One layer after another.
    public var iterative: SymbolEffect { self }
    /// Layers building up.
    public var cumulative: SymbolEffect { self }
    /// Back and forth.
    public var reversing: SymbolEffect { self }
    /// Leaving inactive layers dimmed.
    public var dimInactiveLayers: SymbolEffect { self }
    /// Hiding inactive layers.
    public var hideInactiveLayers: SymbolEffect { self }
    /// Fading down then up.
    public var downUp: SymbolEffect { self }
    /// Fading up then up.
    public var upUp: SymbolEffect { self }
    /// Replacing off then up.
    public var offUp: SymbolEffect { self }
}

/// How often a symbol effect would run, as SwiftUI's `SymbolEffectOptions`; accepted, no effect.
public struct SymbolEffectOptions: Hashable, Sendable {
    private init() {}

    /// The effect's own way.
    public static let `default` = SymbolEffectOptions()
    /// Again and again.
    public static let `repeating` = SymbolEffectOptions()
    /// Once.
    public static let nonRepeating = SymbolEffectOptions()

    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed` times the usual pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// At `speed` times the usual pace.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Would run `effect` on the symbols inside each time `value` changes; accepted, no effect.
    public func symbolEffect<T: Equatable>(
        _ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T
    ) -> some View { self }

    /// Would run `effect` on the symbols inside while `isActive`; accepted, no effect.
    public func symbolEffect(
        _ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Would stop the symbol effects inside; accepted, no effect.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces one symbol with another by `effect`; the terminal draws the new one at once.
    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition {
        .identity
    }
}
