/// Shows its content only in the cells whose centre is inside a path (outside it, with
/// `inverse`), in the view's own points: what was under the other cells is put back over what
/// the content drew there.
final class PathClipControl: PassThroughControl {
    var path: Path
    var isInverse: Bool
    /// The cells of the frame before the content drew, row by row.
    private var under: [Cell] = []
    private var drawnArea = Rect(x: 0, y: 0, width: 0, height: 0)

    init(node: Node, path: Path, isInverse: Bool) {
        self.path = path
        self.isInverse = isInverse
        super.init(node: node)
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        drawnArea = frame.intersection(clip).intersection(canvas.bounds)
        under.removeAll(keepingCapacity: true)
        guard !drawnArea.isEmpty else { return }
        for y in drawnArea.minY..<drawnArea.maxY {
            for x in drawnArea.minX..<drawnArea.maxX { under.append(canvas[x, y]) }
        }
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard !drawnArea.isEmpty, under.count == drawnArea.size.width * drawnArea.size.height else { return }
        let flattened = FlattenedPath(path)
        var index = 0
        for y in drawnArea.minY..<drawnArea.maxY {
            for x in drawnArea.minX..<drawnArea.maxX {
                let inside = flattened.contains(PathOutline.centre(x: x - frame.minX, y: y - frame.minY))
                if inside == isInverse { canvas[x, y] = under[index] }
                index += 1
            }
        }
    }
}

/// Clips a view to a path.
@usableFromInline struct PathClipModifier: NodeModifier {
    let path: Path
    let isInverse: Bool

    func makeControl(for node: Node) -> Control? { PathClipControl(node: node, path: path, isInverse: isInverse) }

    func apply(to node: Node) {
        guard let control = node.control as? PathClipControl else { return }
        control.path = path
        control.isInverse = isInverse
        control.setNeedsDisplay()
    }
}

extension View {
    /// Shows the view only in the cells whose centre is inside `path` (outside it, with
    /// `inverse`), the path in points from the view's top-left corner. A `Canvas`'s
    /// `clip(to:)` is made of it; not SwiftUI's.
    public func _clipped(to path: Path, inverse: Bool = false) -> some View {
        modifier(PathClipModifier(path: path, isInverse: inverse))
    }
}

extension Path {
    /// True when the point (in points) is inside the path's filled area, non-zero winding.
    /// Not SwiftUI's.
    public func _contains(x: Double, y: Double) -> Bool { FlattenedPath(self).contains(FlattenedPath.Point(x: x, y: y)) }
}
