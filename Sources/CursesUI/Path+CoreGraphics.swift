import CursesUICore
import Foundation

extension CGRect: _ShapeRect {
    /// The rectangle at `x`, `y`, `width` by `height` points: what a shape's `path(in:)` is given.
    public init(_x x: Double, y: Double, width: Double, height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

/// SwiftUI's `Path` API in Foundation's `CGPoint`, `CGRect` and `CGSize`.
extension Path {
    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rectangle with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { append(.move(x: end.x, y: end.y)) }

    /// A straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        if isEmpty { move(to: end) } else { append(.line(x: end.x, y: end.y)) }
    }

    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append(.quadCurve(x: end.x, y: end.y, controlX: control.x, controlY: control.y))
    }

    /// A cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(
            .curve(x: end.x, y: end.y, control1X: control1.x, control1Y: control1.y, control2X: control2.x, control2Y: control2.y))
    }

    /// A closed rectangle as its own subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Closed rectangles, each its own subpath.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// The ellipse that fits in `rect`, as its own closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let (radiusX, radiusY) = (rect.width / 2, rect.height / 2)
        let steps = 32
        for step in 0..<steps {
            let angle = Double(step) / Double(steps) * 2 * .pi
            let point = CGPoint(x: rect.midX + radiusX * cos(angle), y: rect.midY + radiusY * sin(angle))
            if step == 0 { move(to: point) } else { addLine(to: point) }
        }
        closeSubpath()
    }

    /// A rectangle with rounded corners, as its own closed subpath. The corner style has no
    /// effect in cells.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let (rx, ry) = (min(cornerSize.width, rect.width / 2), min(cornerSize.height, rect.height / 2))
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addQuadCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control: CGPoint(x: rect.minX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addQuadCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        closeSubpath()
    }

    /// An arc of a circle, joined to the current point by a line. As in SwiftUI, angles grow
    /// clockwise on screen (y points down), so `clockwise: true` turns the other way.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let steps = max(1, Int((abs(sweep) / (2 * .pi) * 32).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }
}
