/// How a value moves from 0 to 1 over time, as SwiftUI's `UnitCurve`: what a `LinearKeyframe`
/// eases by. A terminal shows where the motion ends, so the curve is accepted as written.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    let controlPoints: [UnitPoint]

    /// The same pace throughout.
    public static let linear = UnitCurve(name: "linear", controlPoints: [])
    /// Starts slowly.
    public static let easeIn = UnitCurve(name: "easeIn", controlPoints: [])
    /// Ends slowly.
    public static let easeOut = UnitCurve(name: "easeOut", controlPoints: [])
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(name: "easeInOut", controlPoints: [])
    /// Starts slowly, along a quarter circle.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn", controlPoints: [])
    /// Ends slowly, along a quarter circle.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut", controlPoints: [])
    /// Starts and ends slowly, along quarter circles.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut", controlPoints: [])

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier", controlPoints: [startControlPoint, endControlPoint])
    }
}
