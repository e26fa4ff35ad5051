/// A 2D shape drawn in cells, as SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Circle` and `Ellipse`.
///
/// A shape takes all the space it is offered (size it with `.frame(width:height:)`). On its
/// own it is filled with the foreground style; `.fill(_:)` fills it with a style (cells with
/// that background colour), `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)` outline
/// it with box-drawing lines, rounded where the shape is round.
public protocol Shape: Sendable, View {
    /// The framework's description of the shape's outline; the built-in shapes provide it.
    nonisolated var _outline: _ShapeOutline { get }
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
    /// A part of the outline, as SwiftUI's `trim(from:to:)`; cells draw the whole shape.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> Self { self }

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
