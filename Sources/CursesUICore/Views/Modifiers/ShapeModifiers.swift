extension View {
    /// Fills `shape` with `style` behind the view, as SwiftUI's `background(_:in:fillStyle:)`:
    /// a chip behind a label is a row of background-coloured cells.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationLayout(content: self, decoration: shape.fill(style), alignment: .center, isBackground: true)
    }

    /// Fills `shape` behind the view with the style set by `backgroundStyle(_:)`, as SwiftUI's
    /// `background(in:fillStyle:)`; without one, the terminal's own background (blank cells).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationLayout(content: self, decoration: BackgroundStyleFill(shape: shape), alignment: .center, isBackground: true)
    }

    /// Sets the style `background(in:)` fills with, as SwiftUI's `backgroundStyle(_:)`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("backgroundStyle", AnyHashableStyle(style)) { $0.backgroundStyle = AnyShapeStyle(style) })
    }

    /// Draws `content` behind the view, as SwiftUI's `background(alignment:content:)`; the
    /// content is offered the view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationLayout(content: self, decoration: content(), alignment: alignment, isBackground: true)
    }

    /// Draws `view` behind this view, as SwiftUI's older `background(_:alignment:)`.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecorationLayout(content: self, decoration: view, alignment: alignment, isBackground: true)
    }

    /// Fills `shape` with `style` over the view, as SwiftUI's `overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationLayout(content: self, decoration: shape.fill(style), alignment: .center, isBackground: false)
    }

    /// Draws `view` over this view, as SwiftUI's older `overlay(_:alignment:)`.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecorationLayout(content: self, decoration: view, alignment: alignment, isBackground: false)
    }

    /// Outlines the view in `content`, as SwiftUI's `border(_:width:)`: a box of lines in the
    /// style's colour around the view (heavy from a width of 2), one cell on each side.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        modifier(BorderModifier(title: nil, lineStyle: AnyShapeStyle(content), isHeavy: width >= 2))
    }
}

/// A shape filled with the environment's background style.
private struct BackgroundStyleFill<T: Shape>: View {
    let shape: T
    @Environment(\.backgroundStyle) private var style

    var body: some View { shape.fill(style ?? AnyShapeStyle(BackgroundStyle())) }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `background(in:)` fills with (`backgroundStyle(_:)`); nil is the terminal's own.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
