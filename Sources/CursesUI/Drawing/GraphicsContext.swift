import CursesUICore
import Foundation

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked,
/// text and images placed, in points. In a terminal each drawing becomes a view in cells: a
/// fill colours the half cells whose middle is inside the path, a stroke draws line glyphs along it,
/// a gradient is its nearest colours. Translation, scale and rotation apply to what is drawn
/// after them (text and images are placed by the turned point and stay upright); a clip shows
/// later fills and strokes only in the cells whose centre is inside it, and later text and
/// images when their point is. Filters and blend modes are accepted and have no effect.
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
    /// Where the context's points go on the canvas: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
    private var transform = (a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)
    /// The clips so far, in the canvas's points.
    private var clips: [(path: Path, isInverse: Bool)] = []

    /// The opacity of what is drawn next; accepted, no effect.
    public var opacity: Double = 1
    /// How what is drawn next blends; accepted, no effect.
    public var blendMode: BlendMode = .normal

    init(drawing: CanvasDrawing) { self.drawing = drawing }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        drawing.add(clipped(AnyView(transformed(path).fill(shading.resolved(in: drawing.size), style: style))), at: .fill)
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        drawing.add(clipped(AnyView(transformed(path).stroke(shading.resolved(in: drawing.size), style: style))), at: .fill)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `text`, ready to draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(AnyView(text), at: transformed(point), anchor: anchor)
    }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        place(AnyView(text), at: transformed(CGPoint(x: rect.minX, y: rect.minY)), anchor: .topLeading)
    }

    /// Draws resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(AnyView(image), at: transformed(point), anchor: anchor)
    }

    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Moves what is drawn next by `x` and `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        let moved = transformed(CGPoint(x: x, y: y))
        transform.tx = moved.x
        transform.ty = moved.y
    }

    /// Scales what is drawn next by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform.a *= x
        transform.b *= x
        transform.c *= y
        transform.d *= y
    }

    /// Turns what is drawn next by `angle` about the context's origin, clockwise for a
    /// positive angle as on screen: paths turn, text and images move with their point.
    public mutating func rotate(by angle: Angle) {
        let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        transform.a = a * cosine + c * sine
        transform.b = b * cosine + d * sine
        transform.c = c * cosine - a * sine
        transform.d = d * cosine - b * sine
    }

    /// Shows what is drawn next only inside `path` (outside it, with `.inverse`), in cells: a
    /// later fill or stroke keeps the cells whose centre is inside, a later text or image shows
    /// when its point is inside. Clips add up; a layer's end drops its own.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((transformed(path), options.contains(.inverse)))
    }

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
        CGPoint(
            x: transform.a * point.x + transform.c * point.y + transform.tx, y: transform.b * point.x + transform.d * point.y + transform.ty
        )
    }

    private func transformed(_ path: Path) -> Path {
        let t = transform
        guard t.a != 1 || t.b != 0 || t.c != 0 || t.d != 1 || t.tx != 0 || t.ty != 0 else { return path }
        return path.mapPoints { transformed(CGPoint(x: $0, y: $1)) }
    }

    /// A fill or stroke over the whole canvas, cut to the clips.
    private func clipped(_ view: AnyView) -> AnyView {
        clips.reduce(view) { view, clip in AnyView(view._clipped(to: clip.path, inverse: clip.isInverse)) }
    }

    /// Places text or an image at a point of the canvas, unless a clip leaves the point out.
    private func place(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) {
        let isShown = clips.allSatisfy { $0.path._contains(x: point.x, y: point.y) != $0.isInverse }
        if isShown { drawing.add(view, at: .point(point, anchor)) }
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
