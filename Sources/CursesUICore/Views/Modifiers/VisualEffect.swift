/// An effect on how a view looks that leaves its layout alone, as SwiftUI's `VisualEffect`:
/// what a `visualEffect` or `scrollTransition` closure returns, made by calling effects on the
/// `EmptyVisualEffect` it receives. A terminal moves the view by an `offset`, in whole cells;
/// the other effects (scale, rotation, opacity, blur, colour adjustments) have no effect, as
/// the view modifiers of the same names have none or act on styles set before layout.
public protocol VisualEffect: Sendable {
    /// The effects chained so far. Not SwiftUI's.
    var _chain: _VisualEffectChain { get }
}

/// The effects chained on a visual effect: how far the view moves. Not SwiftUI's.
public struct _VisualEffectChain: VisualEffect, Hashable {
    /// How far right the view moves, in the program's `LengthUnit`.
    public var x: Double = 0
    /// How far down the view moves, in the program's `LengthUnit`.
    public var y: Double = 0

    /// Itself. Not SwiftUI's.
    public var _chain: _VisualEffectChain { self }
}

/// The visual effect a `visualEffect` closure starts from, as SwiftUI's `EmptyVisualEffect`:
/// it leaves the view as it is.
public struct EmptyVisualEffect: VisualEffect {
    /// An effect that changes nothing.
    public init() {}

    /// No effects. Not SwiftUI's.
    public var _chain: _VisualEffectChain { _VisualEffectChain() }
}

extension VisualEffect {
    /// Moves the view `x` right and `y` down without changing its layout, as SwiftUI's
    /// `offset(x:y:)`, rounded to whole cells.
    public func offset(x: Double = 0, y: Double = 0) -> some VisualEffect {
        var chain = _chain
        chain.x += x
        chain.y += y
        return chain
    }

    /// Scales the view: **no effect**, as `scaleEffect` on a view.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some VisualEffect { _chain }

    /// Scales the view on each axis: **no effect**, as `scaleEffect` on a view.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some VisualEffect { _chain }

    /// Rotates the view: **no effect** here (the `rotationEffect` view modifier turns pointing
    /// symbols, which an effect applied after layout cannot).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _chain }

    /// Makes the view translucent: **no effect** here (see the protocol).
    public func opacity(_ opacity: Double) -> some VisualEffect { _chain }

    /// Blurs the view: **no effect**, as `blur` on a view.
    public func blur(radius: Double, opaque: Bool = false) -> some VisualEffect { _chain }

    /// Brightens the view: **no effect**, as `brightness` on a view.
    public func brightness(_ amount: Double) -> some VisualEffect { _chain }

    /// Changes the view's contrast: **no effect**, as `contrast` on a view.
    public func contrast(_ amount: Double) -> some VisualEffect { _chain }

    /// Changes the view's saturation: **no effect**, as `saturation` on a view.
    public func saturation(_ amount: Double) -> some VisualEffect { _chain }

    /// Greys the view: **no effect**, as `grayscale` on a view.
    public func grayscale(_ amount: Double) -> some VisualEffect { _chain }

    /// Shifts the view's hues: **no effect**, as `hueRotation` on a view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _chain }

    /// Multiplies the view's colours: **no effect**, as `colorMultiply` on a view.
    public func colorMultiply(_ color: Color) -> some VisualEffect { _chain }
}
