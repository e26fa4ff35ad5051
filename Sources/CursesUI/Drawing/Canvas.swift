import CursesUICore
import Foundation

/// A view a program draws into with code, as SwiftUI's `Canvas`: the renderer gets a
/// `GraphicsContext` and the canvas's size in points, and is run again whenever the state it
/// reads changes. In a terminal the paths are drawn in cells (see `GraphicsContext`).
///
/// ```swift
/// Canvas { context, size in
///     var line = Path()
///     line.addLines(points(in: size))
///     context.stroke(line, with: .color(.blue), lineWidth: 2)
/// }
/// .frame(height: 200)
/// ```
public struct Canvas<Symbols: View>: View {
    private let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` have no
    /// effect in a terminal.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// The drawings, placed where the renderer put them.
    public var body: some View {
        GeometryReader { proxy in
            let drawing = draw(in: CGSize(width: proxy.size.width, height: proxy.size.height))
            CanvasLayout(placements: drawing.placements) {
                ForEach(drawing.views.indices, id: \.self) { drawing.views[$0] }
            }
        }
    }

    private func draw(in size: CGSize) -> CanvasDrawing {
        let drawing = CanvasDrawing(size: size)
        var context = GraphicsContext(drawing: drawing)
        renderer(&context, size)
        return drawing
    }
}

/// How a canvas mixes colours, as SwiftUI's `ColorRenderingMode`; a terminal's colours are its
/// own, so every mode is accepted and has no effect.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
