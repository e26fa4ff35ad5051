/// A part of a shape's outline, as SwiftUI's `trim(from:to:)` makes: a progress ring is
/// `Circle().trim(from: 0, to: progress).stroke(…)`.
///
/// The fractions run along the outline as SwiftUI's do: a circle's from its right-hand point
/// clockwise (turn it with `rotation(_:)` or `rotationEffect(_:)` to start at the top), a path's
/// along its length. A stroke draws only the cells of that part; a fill is of the whole shape.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the part starts, from 0 to 1.
    public var startFraction: Double
    /// Where the part ends, from 0 to 1.
    public var endFraction: Double

    /// The part of `shape` from `startFraction` to `endFraction`.
    public init(shape: Content, startFraction: Double, endFraction: Double) {
        self.shape = shape
        (self.startFraction, self.endFraction) = (startFraction, endFraction)
    }

    /// The shape's own path (the trim is applied as it is drawn).
    nonisolated public func path(in rect: Content._Rect) -> Path { shape.path(in: rect) }

    /// The shape's outline with the part to draw.
    nonisolated public var _outline: _ShapeOutline {
        var outline = shape._outline
        let (start, end) = (min(max(startFraction, 0), 1), min(max(endFraction, 0), 1))
        let (outerStart, outerEnd) = (outline.trim.lowerBound, outline.trim.upperBound)
        let span = outerEnd - outerStart
        outline.trim = (outerStart + span * start)...(outerStart + span * max(start, end))
        return outline
    }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {}
