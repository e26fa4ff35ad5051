#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outline of a built-in shape in cells: which cells of an area it covers and whether its
/// corners are round.
public struct _ShapeOutline: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A rectangle with corners of this radius, in columns (a row counts two).
        case roundedRectangle(cornerRadius: Double)
        /// A rectangle with fully round ends.
        case capsule
        /// An ellipse filling the area.
        case ellipse
        /// A circle centred in the area.
        case circle
        /// A shape of the program's own, drawn from its `path(in:)`.
        case path(PathOutline)
    }

    var kind: Kind
    /// The part of the outline a stroke draws, as fractions along it (`trim(from:to:)`).
    var trim: ClosedRange<Double> = 0...1
    /// Where a built-in shape's outline starts, in radians clockwise from its right-hand point
    /// (moved by `rotation(_:)`).
    var trimStartAngle: Double = 0

    /// True when the cell at column `x`, row `y` of a `width` by `height` area lies on the
    /// trimmed part of a built-in shape's outline, measured round its centre.
    func isInTrim(x: Int, y: Int, width: Int, height: Int) -> Bool {
        guard trim != 0...1 else { return true }
        guard trim.upperBound > trim.lowerBound else { return false }
        let (dx, dy) = (Double(x) + 0.5 - Double(width) / 2, (Double(y) + 0.5 - Double(height) / 2) * 2)
        let turn = 2 * Double.pi
        let angle = (atan2(dy, dx) - trimStartAngle).truncatingRemainder(dividingBy: turn)
        let fraction = (angle < 0 ? angle + turn : angle) / turn
        return trim.contains(fraction)
    }

    /// True when strokes get rounded corners.
    var isRound: Bool {
        if case .roundedRectangle(let radius) = kind { return radius > 0 }
        return true
    }

    /// The part of `rect` the shape occupies: all of it, or a centred square for a circle
    /// (two columns to a row).
    func bounds(in rect: Rect) -> Rect {
        guard case .circle = kind else { return rect }
        let columns = min(rect.size.width, rect.size.height * 2)
        let rows = min(rect.size.height, max(1, (columns + 1) / 2))
        return Rect(
            x: rect.minX + (rect.size.width - columns) / 2, y: rect.minY + (rect.size.height - rows) / 2, width: columns,
            height: rows)
    }

    /// True when the cell at column `x`, row `y` of a `width` by `height` area is inside: its
    /// centre is, with a row counted as two columns.
    func covers(x: Int, y: Int, width: Int, height: Int) -> Bool {
        let (px, py) = (Double(x) + 0.5, (Double(y) + 0.5) * 2)
        let (w, h) = (Double(width), Double(height) * 2)
        switch kind {
        case .ellipse, .circle:
            let (dx, dy) = (px / w - 0.5, py / h - 0.5)
            return dx * dx + dy * dy <= 0.25 + 1e-9
        case .capsule:
            return Self.roundedRectangleCovers(px, py, w, h, radius: min(w, h) / 2)
        case .roundedRectangle(let radius):
            return Self.roundedRectangleCovers(px, py, w, h, radius: min(radius, min(w, h) / 2))
        case .path(let outline):
            // ShapeControl flattens the path once for a whole area; this is for one cell.
            return outline.flattened(width: width, height: height).contains(PathOutline.centre(x: x, y: y))
        }
    }

    private static func roundedRectangleCovers(_ px: Double, _ py: Double, _ w: Double, _ h: Double, radius: Double) -> Bool {
        guard radius > 0 else { return true }
        let (cx, cy) = (min(max(px, radius), w - radius), min(max(py, radius), h - radius))
        let (dx, dy) = (px - cx, py - cy)
        return dx * dx + dy * dy <= radius * radius + 1e-9
    }
}

/// A shape of the program's own: its path at a given size, in points (about 8 to a column and
/// 17 to a row, as lengths are read), and the path at one size to tell two shapes apart.
struct PathOutline: Hashable, Sendable {
    let path: @Sendable (_ width: Double, _ height: Double) -> Path
    private let sample: Path

    init(path: @escaping @Sendable (_ width: Double, _ height: Double) -> Path) {
        self.path = path
        sample = path(100, 100)
    }

    /// The path for an area of `width` by `height` cells, flattened.
    func flattened(width: Int, height: Int) -> FlattenedPath {
        FlattenedPath(path(Double(width) * LengthUnit.pointsPerColumn, Double(height) * LengthUnit.pointsPerRow))
    }

    /// The centre of the cell at column `x`, row `y`, in points.
    static func centre(x: Int, y: Int) -> FlattenedPath.Point {
        FlattenedPath.Point(x: (Double(x) + 0.5) * LengthUnit.pointsPerColumn, y: (Double(y) + 0.5) * LengthUnit.pointsPerRow)
    }

    static func == (lhs: PathOutline, rhs: PathOutline) -> Bool { lhs.sample == rhs.sample }

    func hash(into hasher: inout Hasher) { hasher.combine(sample.elements.count) }
}
