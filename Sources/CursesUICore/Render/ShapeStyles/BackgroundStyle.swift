/// The background of the window, as SwiftUI's `BackgroundStyle`: in a terminal its own
/// default background, so a fill with it blanks the cells.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}

    /// Blank cells as a fill; text in the default colour.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        var paint = _ShapePaint(text: .default, fill: .clear)
        paint.blanks = true
        return paint
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background, as SwiftUI's `.background`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
