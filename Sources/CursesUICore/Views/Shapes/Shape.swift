#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2D shape drawn in cells, as SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Circle`, `Ellipse`, or a shape of your own that describes itself with
/// `path(in:)`.
///
/// A shape takes all the space it is offered (size it with `.frame(width:height:)`). On its
/// own it is filled with the foreground style; `.fill(_:)` fills it with a style (cells with
/// that background colour), `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)` outline
/// it with box-drawing lines, rounded where the shape is round, and a path with line glyphs
/// along it.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: Sendable, View {
    /// The rectangle `path(in:)` is given: Foundation's `CGRect` with `import CursesUI`,
    /// inferred from your `path(in:)`.
    associatedtype _Rect: _ShapeRect = _CellRect

    /// The shape's outline within `rect` (in points, about 8 to a column and 17 to a row), as
    /// SwiftUI's `path(in:)`.
    nonisolated func path(in rect: _Rect) -> Path

    /// The framework's description of the shape's outline: the built-in shapes give their
    /// kind, a shape of your own its path.
    nonisolated var _outline: _ShapeOutline { get }
}

extension Shape {
    /// A shape of your own: drawn from its `path(in:)`.
    nonisolated public var _outline: _ShapeOutline {
        _ShapeOutline(kind: .path(PathOutline { width, height in path(in: _Rect(_x: 0, y: 0, width: width, height: height)) }))
    }
}

extension Shape where _Rect == _CellRect {
    /// A built-in shape's outline as a path: its frame, or for a round shape the ellipse (or
    /// circle) in it, cut into straight pieces.
    nonisolated public func path(in rect: _CellRect) -> Path {
        var path = Path()
        switch _outline.kind {
        case .roundedRectangle, .capsule, .path:
            path.append(.move(x: rect.x, y: rect.y))
            path.append(.line(x: rect.x + rect.width, y: rect.y))
            path.append(.line(x: rect.x + rect.width, y: rect.y + rect.height))
            path.append(.line(x: rect.x, y: rect.y + rect.height))
        case .ellipse, .circle:
            let isCircle = if case .circle = _outline.kind { true } else { false }
            let (radiusX, radiusY) =
                isCircle ? (min(rect.width, rect.height) / 2, min(rect.width, rect.height) / 2) : (rect.width / 2, rect.height / 2)
            let (centreX, centreY) = (rect.x + rect.width / 2, rect.y + rect.height / 2)
            for step in 0..<32 {
                let angle = Double(step) / 32 * 2 * .pi
                let (x, y) = (centreX + radiusX * cos(angle), centreY + radiusY * sin(angle))
                path.append(step == 0 ? .move(x: x, y: y) : .line(x: x, y: y))
            }
        }
        path.closeSubpath()
        return path
    }
}

/// A rectangle a shape's `path(in:)` can be given; Foundation's `CGRect` is one with
/// `import CursesUI`.
public protocol _ShapeRect {
    /// The rectangle at `x`, `y`, `width` by `height` points.
    init(_x x: Double, y: Double, width: Double, height: Double)
}

/// The rectangle a built-in shape's `path(in:)` takes where Foundation's `CGRect` is not
/// imported.
public struct _CellRect: _ShapeRect, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The rectangle at `x`, `y`, `width` by `height` points.
    public init(_x x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// A shape that can be inset to draw its border inside its frame, as SwiftUI's
/// `InsettableShape`; every built-in shape is one.
public protocol InsettableShape: Shape {}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, drawing: .fill(nil)) }

    /// The shape filled with `content`: each cell inside gets the style's colour as its
    /// background, stepped across the shape for a gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content)))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { _ShapeView(shape: self, drawing: .fill(nil)) }

    /// The shape's outline in `content`, drawn with box-drawing lines (heavy from a width of 2).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), lineWidth: lineWidth))
    }

    /// The shape's outline in `content` with a stroke style (its line width; dashes are not drawn).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), lineWidth: style.lineWidth))
    }

    /// The shape's outline in the foreground style.
    public func stroke(lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(nil, lineWidth: lineWidth))
    }

    /// The shape's outline in the foreground style, with a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(nil, lineWidth: style.lineWidth))
    }
}

extension Shape {
    /// A part of the outline, as SwiftUI's `trim(from:to:)`: a stroke draws only that part
    /// (see `_TrimmedShape`).
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape inset by `amount`, as SwiftUI's `inset(by:)`; cells draw it in its frame.
    public func inset(by amount: Double) -> Self { self }
}

extension InsettableShape {
    /// The outline drawn inside the shape's frame, in `content`; in cells every outline is.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, lineWidth: lineWidth)
    }

    /// The outline drawn inside the shape's frame, in `content`, with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: style)
    }

    /// The outline drawn inside the shape's frame, in the foreground style.
    public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> _ShapeView<Self> { stroke(lineWidth: lineWidth) }

    /// The outline drawn inside the shape's frame, in the foreground style, with a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> { stroke(style: style) }
}

/// How a path is filled, as SwiftUI's `FillStyle`; cells are either inside or not, so both
/// rules fill the same.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling.
    public var isEOFilled: Bool
    /// Antialiasing.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
