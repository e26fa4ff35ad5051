/// A value whose change could be animated, as SwiftUI's `Animatable`: a shape can declare its
/// `animatableData`. A terminal shows the end state at once, so the data is never stepped
/// through; it is accepted as written.
public protocol Animatable {
    /// The type of the data an animation would step through.
    associatedtype AnimatableData
    /// The data an animation would step through.
    var animatableData: AnimatableData { get set }
}

/// Two animatable values as one, as SwiftUI's `AnimatablePair`.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(corners, smoothness) }
///     set { (corners, smoothness) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First, Second> {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// How a view's colours would mix with those under it, as SwiftUI's `BlendMode`. A terminal
/// cell shows one colour, the view's own, so every mode is accepted and has no effect.
public enum BlendMode: Hashable, Sendable {
    /// The view's colours as they are.
    case normal
    /// Darker of the two, multiplied.
    case multiply
    /// Lighter of the two, screened.
    case screen
    /// Multiplied or screened by the colour under it.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightened to reflect the view.
    case colorDodge
    /// Darkened to reflect the view.
    case colorBurn
    /// Softly lit.
    case softLight
    /// Harshly lit.
    case hardLight
    /// The difference of the two.
    case difference
    /// A softer difference.
    case exclusion
    /// The view's hue.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// Only where the view is drawn over something.
    case sourceAtop
    /// Under what is drawn.
    case destinationOver
    /// Cut out of what is drawn.
    case destinationOut
    /// Added together.
    case plusDarker
    /// Added together, lighter.
    case plusLighter
}

extension View {
    /// Would blend the view's colours with those under it; a terminal cell shows the view's own.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
