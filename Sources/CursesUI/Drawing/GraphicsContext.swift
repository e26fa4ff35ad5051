import CursesUICore
import Foundation

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked,
/// text and images placed, in points. In a terminal each drawing becomes a view in cells: a
/// fill colours the half cells whose middle is inside the path, a stroke draws line glyphs along it,
/// a gradient is its nearest colours. Translation and scale apply to what is drawn after them;
/// rotation, clipping, filters and blend modes are accepted and have no effect.
@MainActor
public struct GraphicsContext {
    /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading {
        private enum Paint {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
        }

        private let paint: Paint

        /// A flat colour.
        public static func color(_ color: Color) -> Shading { Shading(paint: .style(AnyShapeStyle(color))) }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(paint: .style(AnyShapeStyle(style))) }
        /// The foreground style.
        public static var foreground: Shading { .color(.primary) }
        /// A gradient along the line from `startPoint` to `endPoint`, in points.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A gradient in circles around `center`: its first colour, in cells.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            .color(gradient.stops.first?.color ?? .primary)
        }
        /// A gradient around `center` from `angle`: its first colour, in cells.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            .color(gradient.stops.first?.color ?? .primary)
        }

        /// The style across a canvas `size` points large.
        func resolved(in size: CGSize) -> AnyShapeStyle {
            switch paint {
            case .style(let style): return style
            case .linear(let gradient, let start, let end):
                let width = max(size.width, 1)
                let height = max(size.height, 1)
                return AnyShapeStyle(
                    LinearGradient(
                        gradient: gradient, startPoint: UnitPoint(x: start.x / width, y: start.y / height),
                        endPoint: UnitPoint(x: end.x / width, y: end.y / height)))
            }
        }
    }

    /// How a gradient repeats, as SwiftUI's `GraphicsContext.GradientOptions`; accepted.
    public struct GradientOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt32
        /// Options of `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats it mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Mixes colours linearly.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Text made ready to draw, as SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
    }

    let drawing: CanvasDrawing
    private var origin = CGPoint.zero
    private var scale = CGSize(width: 1, height: 1)

    /// The opacity of what is drawn next; accepted, no effect.
    public var opacity: Double = 1
    /// How what is drawn next blends; accepted, no effect.
    public var blendMode: BlendMode = .normal

    init(drawing: CanvasDrawing) { self.drawing = drawing }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        drawing.add(AnyView(transformed(path).fill(shading.resolved(in: drawing.size), style: style)), at: .fill)
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        drawing.add(AnyView(transformed(path).stroke(shading.resolved(in: drawing.size), style: style)), at: .fill)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `text`, ready to draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.add(AnyView(text), at: .point(transformed(point), anchor))
    }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        drawing.add(AnyView(text), at: .point(transformed(CGPoint(x: rect.minX, y: rect.minY)), .topLeading))
    }

    /// Draws resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.add(AnyView(image), at: .point(transformed(point), anchor))
    }

    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Moves what is drawn next by `x` and `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        origin = CGPoint(x: origin.x + x * scale.width, y: origin.y + y * scale.height)
    }

    /// Scales what is drawn next by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { scale = CGSize(width: scale.width * x, height: scale.height * y) }

    /// Would rotate what is drawn next; a terminal draws it unrotated.
    public mutating func rotate(by angle: Angle) {}

    /// Would clip what is drawn next to `path`; a terminal draws it whole.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Draws what `content` draws in a layer of its own: in a terminal, with this context's
    /// position and scale.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// How a clip applies, as SwiftUI's `GraphicsContext.ClipOptions`; accepted.
    public struct ClipOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt32
        /// Options of `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    private func transformed(_ point: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + point.x * scale.width, y: origin.y + point.y * scale.height)
    }

    private func transformed(_ path: Path) -> Path {
        guard origin != .zero || scale != CGSize(width: 1, height: 1) else { return path }
        return path.mapPoints { transformed(CGPoint(x: $0, y: $1)) }
    }
}

extension Path {
    /// The path with every point moved by `transform`.
    func mapPoints(_ transform: (Double, Double) -> CGPoint) -> Path {
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let x, let y):
                let p = transform(x, y)
                moved.append(.move(x: p.x, y: p.y))
            case .line(let x, let y):
                let p = transform(x, y)
                moved.append(.line(x: p.x, y: p.y))
            case .quadCurve(let x, let y, let cx, let cy):
                let p = transform(x, y)
                let c = transform(cx, cy)
                moved.append(.quadCurve(x: p.x, y: p.y, controlX: c.x, controlY: c.y))
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                let p = transform(x, y)
                let c1 = transform(c1x, c1y)
                let c2 = transform(c2x, c2y)
                moved.append(.curve(x: p.x, y: p.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y))
            case .closeSubpath:
                moved.closeSubpath()
            }
        }
        return moved
    }
}
