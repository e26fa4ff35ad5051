/// Drawing effects a terminal cannot show, accepted so that SwiftUI programs compile; each is
/// documented as having no effect, or what a terminal does instead.
extension View {
    /// Makes the view translucent, as SwiftUI's `opacity(_:)`: below half opacity its text is
    /// dim, and at 0 it is hidden: it keeps its place, as in SwiftUI, and cannot be focused.
    public func opacity(_ opacity: Double) -> some View {
        modifier(
            EnvironmentModifier("opacity", opacity) { environment in
                if opacity < 0.5 { environment.style.dim = true }
            }
        )
        .modifier(HiddenModifier(isHidden: opacity <= 0))
    }

    /// Clips the view to a shape, as SwiftUI's `clipShape(_:style:)`; cells are square-cornered,
    /// so it has no effect.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

    /// Rounds the view's corners, as SwiftUI's `cornerRadius(_:antialiased:)`; no effect in cells.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { self }

    /// Clips the view to its frame, as SwiftUI's `clipped(antialiased:)`; the terminal already
    /// draws a view within the space it is given.
    public func clipped(antialiased: Bool = false) -> some View { self }

    /// Casts a shadow, as SwiftUI's `shadow(color:radius:x:y:)`; no effect in a terminal.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        self
    }

    /// Scales the view, as SwiftUI's `scaleEffect(_:anchor:)`; a cell cannot be scaled, so no effect.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view on each axis, as SwiftUI's `scaleEffect(x:y:anchor:)`; no effect.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the view in three dimensions about `axis`, as SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (a card flip); a terminal draws
    /// text flat and unmirrored, so no effect.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0,
        perspective: Double = 1
    ) -> some View { self }

    /// Blurs the view, as SwiftUI's `blur(radius:opaque:)`; no effect in a terminal.
    public func blur(radius: Double, opaque: Bool = false) -> some View { self }

    /// Masks the view with another view's opacity, as SwiftUI's `mask(alignment:_:)`; no effect:
    /// the view is drawn whole.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }

    /// Masks the view with another view, as SwiftUI's older `mask(_:)`; no effect.
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }

    /// The shape that takes taps and clicks, as SwiftUI's `contentShape(_:eoFill:)`; a click
    /// already reaches the whole of a view's cells, so no effect.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Lets the view extend under the safe areas, as SwiftUI's `ignoresSafeArea(_:edges:)`; a
    /// terminal has no safe areas, so no effect.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edges = .all) -> some View { self }

    /// Brightens the view, as SwiftUI's `brightness(_:)`; no effect on terminal colours.
    public func brightness(_ amount: Double) -> some View { self }

    /// Changes the view's contrast, as SwiftUI's `contrast(_:)`; no effect.
    public func contrast(_ amount: Double) -> some View { self }

    /// Changes the view's saturation, as SwiftUI's `saturation(_:)`; no effect.
    public func saturation(_ amount: Double) -> some View { self }

    /// Greys the view, as SwiftUI's `grayscale(_:)`; no effect.
    public func grayscale(_ amount: Double) -> some View { self }

    /// Turns the view's hues, as SwiftUI's `hueRotation(_:)`; no effect.
    public func hueRotation(_ angle: Angle) -> some View { self }

    /// Inverts the view's colours, as SwiftUI's `colorInvert()`; no effect.
    public func colorInvert() -> some View { self }

    /// Multiplies the view's colours, as SwiftUI's `colorMultiply(_:)`; no effect.
    public func colorMultiply(_ color: Color) -> some View { self }

    /// Composites the view on its own before effects, as SwiftUI's `compositingGroup()`; no effect.
    public func compositingGroup() -> some View { self }

    /// Lets the view's children take its geometry as one, as SwiftUI's `geometryGroup()`; no
    /// effect in a terminal, which does not animate geometry.
    public func geometryGroup() -> some View { self }

    /// The shape that containers inside take as theirs, as SwiftUI's `containerShape(_:)`; no
    /// effect in a terminal, whose containers are drawn with box lines.
    public func containerShape<S: Shape>(_ shape: S) -> some View { self }

    /// Renders the view offscreen first, as SwiftUI's `drawingGroup(opaque:)`; no effect.
    public func drawingGroup(opaque: Bool = false) -> some View { self }
}

/// The safe areas a view can extend under, as SwiftUI's `SafeAreaRegions`; a terminal has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Regions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area under bars and the screen's edges.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area under the software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
