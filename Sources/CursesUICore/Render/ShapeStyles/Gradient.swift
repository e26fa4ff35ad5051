/// Colours and where they sit from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it sits.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits, from 0 at the start to 1 at the end.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of these stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of colours spread evenly from start to end.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
        }
    }
}
