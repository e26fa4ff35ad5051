/// The style text is drawn with where the view is, as SwiftUI's `ForegroundStyle`: the
/// default fill of a shape.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}

    /// The environment's text colour; dimmed default text fills as a grey.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        let style = environment.style
        return _ShapePaint(style.foreground == .default && style.dim ? Color.secondary : style.foreground)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style, as SwiftUI's `.foreground`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
