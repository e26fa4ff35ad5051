/// The track of an `.accessoryLinear` gauge: `━━━━●───`, filled in the tint colour up to a
/// marker at the value.
struct GaugeMarkerTrack: View {
    let fraction: Double
}

extension GaugeMarkerTrack: PrimitiveView {
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { GaugeMarkerTrackControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? GaugeMarkerTrackControl else { return [] }
        var style = node.environment.style
        style.foreground = node.environment.tint ?? .cyan
        if control.fraction != fraction || control.style != style {
            control.fraction = fraction
            control.style = style
            control.setNeedsDisplay()
        }
        return []
    }
}

final class GaugeMarkerTrackControl: Control {
    var fraction = 0.0

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size { Size(width: proposal.width, height: min(1, proposal.height)) }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        let width = frame.size.width
        guard width > 0 else { return }
        let marker = min(width - 1, max(0, Int((fraction * Double(width - 1)).rounded())))
        var track = style
        track.foreground = .default
        track.dim = true
        canvas.draw(String(repeating: "━", count: marker) + "●", at: frame.origin, style: style, clip: clip)
        canvas.draw(
            String(repeating: "─", count: width - marker - 1), at: Point(x: frame.minX + marker + 1, y: frame.minY), style: track,
            clip: clip)
    }
}
