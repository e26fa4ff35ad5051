#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shape turned by an angle about a point of its frame, as SwiftUI's `RotatedShape`: what
/// `shape.rotation(_:anchor:)` and `rotationEffect(_:)` on a drawn shape make.
///
/// A shape of your own is drawn from its turned path; a built-in shape keeps its box-drawn
/// outline (a cell cannot be turned), and the angle moves where a `trim(from:to:)` of it starts,
/// so `Circle().trim(from: 0, to: progress).rotation(.degrees(-90))` grows from the top.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's own path, turned.
    nonisolated public func path(in rect: Content._Rect) -> Path { shape.path(in: rect) }

    /// The shape's outline turned: a path turned about the anchor, a built-in shape's trim
    /// start moved by the angle.
    nonisolated public var _outline: _ShapeOutline {
        var outline = shape._outline
        if case .path(let pathOutline) = outline.kind {
            let (radians, anchor) = (angle.radians, anchor)
            outline.kind = .path(
                PathOutline { width, height in
                    pathOutline.path(width, height).rotated(by: radians, aboutX: width * anchor.x, y: height * anchor.y)
                })
        } else {
            outline.trimStartAngle += angle.radians
        }
        return outline
    }
}

extension Shape {
    /// The shape turned by `angle` about `anchor`, as SwiftUI's `rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

extension _ShapeView {
    /// The drawn shape turned by `angle`, as SwiftUI's `rotationEffect(_:anchor:)`: a path is
    /// turned, and a built-in shape's trimmed outline starts further round (other views cannot
    /// be turned in cells, so there it has no effect).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView<RotatedShape<Content>> {
        let turned = drawings.map { drawing -> _ShapeView<RotatedShape<Content>>.Drawing in
            switch drawing {
            case .fill(let style): .fill(style)
            case .stroke(let style, let lineWidth): .stroke(style, lineWidth: lineWidth)
            }
        }
        return _ShapeView<RotatedShape<Content>>(shape: RotatedShape(shape: shape, angle: angle, anchor: anchor), drawings: turned)
    }
}

extension Path {
    /// The path turned by `radians` (clockwise on screen) about the point (`x`, `y`).
    func rotated(by radians: Double, aboutX x: Double, y: Double) -> Path {
        let (cosine, sine) = (cos(radians), sin(radians))
        func turn(_ px: Double, _ py: Double) -> (Double, Double) {
            let (dx, dy) = (px - x, py - y)
            return (x + dx * cosine - dy * sine, y + dx * sine + dy * cosine)
        }
        var turned = Path()
        for element in elements {
            switch element {
            case .move(let px, let py):
                let (tx, ty) = turn(px, py)
                turned.append(.move(x: tx, y: ty))
            case .line(let px, let py):
                let (tx, ty) = turn(px, py)
                turned.append(.line(x: tx, y: ty))
            case .quadCurve(let px, let py, let cx, let cy):
                let ((tx, ty), (tcx, tcy)) = (turn(px, py), turn(cx, cy))
                turned.append(.quadCurve(x: tx, y: ty, controlX: tcx, controlY: tcy))
            case .curve(let px, let py, let c1x, let c1y, let c2x, let c2y):
                let ((tx, ty), (t1x, t1y), (t2x, t2y)) = (turn(px, py), turn(c1x, c1y), turn(c2x, c2y))
                turned.append(.curve(x: tx, y: ty, control1X: t1x, control1Y: t1y, control2X: t2x, control2Y: t2y))
            case .closeSubpath:
                turned.append(.closeSubpath)
            }
        }
        return turned
    }
}
