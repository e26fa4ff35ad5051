/// Any shape style, its type erased, as SwiftUI's `AnyShapeStyle`: for a property or a
/// conditional that can hold different kinds of style.
public struct AnyShapeStyle: ShapeStyle {
    private let paint: @Sendable (EnvironmentValues) -> _ShapePaint

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { paint = { style._paint(in: $0) } }

    /// The wrapped style's paint.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint { paint(environment) }
}
