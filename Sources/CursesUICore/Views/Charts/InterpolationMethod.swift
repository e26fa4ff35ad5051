/// How a line or area passes between its points, as Swift Charts' `InterpolationMethod`.
/// Accepted: a terminal draws straight segments between points, whichever is chosen.
public struct InterpolationMethod: Hashable, Sendable {
    private let name: String

    /// Straight segments.
    public static let linear = InterpolationMethod(name: "linear")
    /// A smooth curve through every point.
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A smooth curve that keeps monotone data monotone.
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// A smooth curve that never overshoots between points.
    public static let monotone = InterpolationMethod(name: "monotone")
    /// Steps, changing at each point.
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps, changing half way between points.
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps, changing at the next point.
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}
