/// An outline made of lines and curves, as SwiftUI's `Path`: what a shape of your own returns
/// from `path(in:)`. A terminal draws it in cells: a fill colours the half cells (`▀`, `▄`)
/// whose middle is inside (non-zero winding), a stroke draws line glyphs along it.
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
///
/// The points and rectangles are Foundation's `CGPoint` and `CGRect`, which `import CursesUI`
/// brings; `CursesUICore` alone keeps to its own geometry.
public struct Path: Sendable, Equatable {
    /// One step of a path, in the coordinates `path(in:)` was given.
    package enum Element: Sendable, Hashable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quadCurve(x: Double, y: Double, controlX: Double, controlY: Double)
        case curve(x: Double, y: Double, control1X: Double, control1Y: Double, control2X: Double, control2Y: Double)
        case closeSubpath
    }

    package private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`, as SwiftUI's `Path(_:)`: `Path { path in path.move(to: …) }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// True when nothing has been added.
    public var isEmpty: Bool { elements.isEmpty }

    /// Closes the current subpath with a line back to its first point.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds `element`; `CursesUI` builds its `CGPoint` API on this.
    package mutating func append(_ element: Element) { elements.append(element) }
}

extension Path: Shape {
    /// The path itself, where it was drawn: a `Path` in a view draws in its own coordinates.
    nonisolated public func path(in rect: _CellRect) -> Path { self }
}
