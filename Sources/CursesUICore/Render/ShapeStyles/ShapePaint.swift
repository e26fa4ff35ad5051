#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shape style as a terminal draws it: the colour text takes, and the colour of each cell of
/// an area it fills (one colour, or a gradient's stops laid out over the area).
public struct _ShapePaint: Hashable, Sendable {
    /// How a gradient's stops are laid over the area.
    enum Geometry: Hashable, Sendable {
        case uniform
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    /// The colour of text drawn in this style.
    let textColor: Color
    /// The colours of a filled area, by location from 0 to 1.
    let stops: [Gradient.Stop]
    let geometry: Geometry
    /// True when a fill blanks the cells it covers (the window's background), rather than
    /// leaving what is beneath where its colour is clear.
    var blanks = false

    /// One colour for text and fills; `Color.secondary` fills as a grey.
    init(_ color: Color) {
        textColor = color
        stops = [Gradient.Stop(color: color.role == .secondary ? Color(white: 0.5) : color, location: 0)]
        geometry = .uniform
    }

    /// Text in `text`, areas filled with `fill`.
    init(text: Color, fill: Color) {
        textColor = text
        stops = [Gradient.Stop(color: fill, location: 0)]
        geometry = .uniform
    }

    /// A gradient: text takes its middle colour.
    init(gradient: Gradient, geometry: Geometry) {
        stops = gradient.stops.isEmpty ? [Gradient.Stop(color: .clear, location: 0)] : gradient.stops.sorted { $0.location < $1.location }
        self.geometry = stops.count == 1 ? .uniform : geometry
        textColor = Self.color(of: stops, at: 0.5)
    }

    /// Sets the text colour of `style`: the default colour dimmed for `.secondary`, and dimmed
    /// below half opacity.
    func applyForeground(to style: inout Style) {
        switch textColor.role {
        case .secondary:
            style.foreground = .default
            style.dim = true
        default:
            style.foreground = textColor
            if textColor.isFaint { style.dim = true }
        }
    }

    /// Sets the background of `style` to the colour in the middle of the area.
    func applyBackground(to style: inout Style) {
        style.background = stops.count == 1 ? stops[0].color : Self.color(of: stops, at: 0.5)
    }

    /// The colour of the cell at column `x`, row `y` of an area `width` by `height` cells.
    func color(x: Int, y: Int, width: Int, height: Int) -> Color {
        guard stops.count > 1 else { return stops[0].color }
        // Cells are about twice as tall as wide: distances count a row as two columns.
        let (w, h) = (Double(max(width, 1)), Double(max(height, 1)) * 2)
        let (px, py) = ((Double(x) + 0.5) / Double(max(width, 1)), (Double(y) + 0.5) / Double(max(height, 1)))
        let location: Double
        switch geometry {
        case .uniform:
            location = 0
        case .linear(let start, let end):
            let (dx, dy) = ((end.x - start.x) * w, (end.y - start.y) * h)
            let length = dx * dx + dy * dy
            location = length == 0 ? 0 : (((px - start.x) * w) * dx + ((py - start.y) * h) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            let distance = hypot((px - center.x) * w, (py - center.y) * h)
            location = endRadius == startRadius ? 0 : (distance - startRadius) / (endRadius - startRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            let distance = hypot((px - center.x) * 2, (py - center.y) * 2)
            location = endFraction == startFraction ? 0 : (distance - startFraction) / (endFraction - startFraction)
        case .angular(let center, let start, let end):
            var angle = atan2((py - center.y) * h, (px - center.x) * w) - start.radians
            let span = end.radians - start.radians
            while angle < 0 { angle += 2 * .pi }
            location = span == 0 ? 0 : angle / span
        }
        return Self.color(of: stops, at: location)
    }

    /// The colour at `location` between the stops, mixed in RGB.
    static func color(of stops: [Gradient.Stop], at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let fraction = span <= 0 ? 1 : (location - lower.location) / span
            if fraction <= 0 { return lower.color }
            if fraction >= 1 { return upper.color }
            return lower.color.mixed(with: upper.color, by: fraction)
        }
        return last.color
    }
}
