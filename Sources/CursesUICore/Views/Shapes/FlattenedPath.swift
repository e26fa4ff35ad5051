/// A ``Path`` cut into straight pieces for drawing in cells: one list of points per subpath.
struct FlattenedPath {
    struct Point {
        var x: Double
        var y: Double
    }

    struct Subpath {
        var points: [Point]
        var isClosed: Bool
    }

    private(set) var subpaths: [Subpath] = []

    /// Straight pieces a curve is cut into: plenty for cells.
    private static let curveSteps = 16

    init(_ path: Path) {
        var points: [Point] = []
        func finish(closed: Bool) {
            if points.count > 1 { subpaths.append(Subpath(points: points, isClosed: closed)) }
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                finish(closed: false)
                points = [Point(x: x, y: y)]
            case .line(let x, let y):
                points.append(Point(x: x, y: y))
            case .quadCurve(let x, let y, let cx, let cy):
                let start = points.last ?? Point(x: x, y: y)
                if points.isEmpty { points = [start] }
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps)
                    let u = 1 - t
                    points.append(Point(x: u * u * start.x + 2 * u * t * cx + t * t * x, y: u * u * start.y + 2 * u * t * cy + t * t * y))
                }
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                let start = points.last ?? Point(x: x, y: y)
                if points.isEmpty { points = [start] }
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(
                        Point(x: a * start.x + b * c1x + c * c2x + d * x, y: a * start.y + b * c1y + c * c2y + d * y))
                }
            case .closeSubpath:
                let first = points.first
                finish(closed: true)
                if let first { points = [first] }
            }
        }
        finish(closed: false)
    }

    /// True when the point is inside the filled area: non-zero winding, an open subpath closed
    /// as a fill closes it.
    func contains(_ point: Point) -> Bool {
        var winding = 0
        for subpath in subpaths {
            let points = subpath.points
            for index in points.indices {
                let (a, b) = (points[index], points[(index + 1) % points.count])
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y, side > 0 { winding += 1 }
                } else if b.y <= point.y, side < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    /// Each straight piece a stroke follows, the closing one of a closed subpath included.
    var segments: [(from: Point, to: Point)] {
        subpaths.flatMap { subpath -> [(from: Point, to: Point)] in
            var pieces = zip(subpath.points, subpath.points.dropFirst()).map { (from: $0, to: $1) }
            if subpath.isClosed, let first = subpath.points.first, let last = subpath.points.last { pieces.append((last, first)) }
            return pieces
        }
    }

    /// The straight pieces of the part of the path `trim` covers, as fractions of its length
    /// (`trim(from:to:)`): pieces outside are left out, pieces across an end are cut there.
    func segments(trimmedTo trim: ClosedRange<Double>) -> [(from: Point, to: Point)] {
        let all = segments
        guard trim != 0...1 else { return all }
        let lengths = all.map { Self.length($0.from, $0.to) }
        let total = lengths.reduce(0, +)
        guard total > 0, trim.upperBound > trim.lowerBound else { return [] }
        let (start, end) = (trim.lowerBound * total, trim.upperBound * total)
        var pieces: [(from: Point, to: Point)] = []
        var travelled = 0.0
        for (piece, length) in zip(all, lengths) {
            defer { travelled += length }
            let (pieceStart, pieceEnd) = (max(start, travelled), min(end, travelled + length))
            guard pieceEnd > pieceStart, length > 0 else { continue }
            func point(at distance: Double) -> Point {
                let t = (distance - travelled) / length
                return Point(x: piece.from.x + (piece.to.x - piece.from.x) * t, y: piece.from.y + (piece.to.y - piece.from.y) * t)
            }
            pieces.append((point(at: pieceStart), point(at: pieceEnd)))
        }
        return pieces
    }

    private static func length(_ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
