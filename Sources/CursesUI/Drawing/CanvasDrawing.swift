import CursesUICore
import Foundation

/// What a ``Canvas``'s renderer drew, in order: each drawing a view and where it goes.
@MainActor
final class CanvasDrawing {
    /// Where a drawing goes on the canvas.
    enum Placement {
        /// Over the whole canvas, its points the canvas's.
        case fill
        /// With its `anchor` at a point.
        case point(CGPoint, UnitPoint)
    }

    let size: CGSize
    private(set) var views: [AnyView] = []
    private(set) var placements: [Placement] = []

    init(size: CGSize) { self.size = size }

    func add(_ view: AnyView, at placement: Placement) {
        views.append(view)
        placements.append(placement)
    }
}

/// Places a canvas's drawings where its renderer put them.
struct CanvasLayout: Layout {
    let placements: [CanvasDrawing.Placement]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, placement) in zip(subviews, placements) {
            switch placement {
            case .fill:
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(bounds.size))
            case .point(let point, let anchor):
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
            }
        }
    }
}
