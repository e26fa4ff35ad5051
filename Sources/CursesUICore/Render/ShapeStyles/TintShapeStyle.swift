/// The tint colour set with `.tint(_:)` (the accent colour without one), as SwiftUI's
/// `TintShapeStyle`: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}

    /// The environment's tint, or the accent colour.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint { _ShapePaint(environment.tint ?? .accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour set with `.tint(_:)`, or the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
