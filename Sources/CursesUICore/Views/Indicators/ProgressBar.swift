/// A horizontal bar filled to a fraction, drawn with eighth-block characters for a smooth edge,
/// in the `.tint(_:)` colour when one is set.
///
/// ```swift
/// ProgressBar(value: 0.42)
/// ```
public struct ProgressBar: View {
    let value: Double

    /// `value` from 0 to 1; outside that range it is clamped.
    public init(value: Double) { self.value = value }
}

extension ProgressBar {
    /// The bar as text for a width: full blocks, one eighth-block edge, then light shade.
    public static func text(value: Double, width: Int) -> String {
        ProgressBarControl.bar(fraction: value.isNaN ? 0 : min(1, max(0, value)), width: max(0, width))
    }
}

extension ProgressBar: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ProgressBarControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? ProgressBarControl else { return [] }
        let clamped = value.isNaN ? 0 : min(1, max(0, value))
        var style = node.environment.style
        if let tint = node.environment.tint { style.foreground = tint }
        if control.fraction != clamped || control.style != style {
            control.fraction = clamped
            control.style = style
            control.setNeedsDisplay()
        }
        return []
    }
}

final class ProgressBarControl: Control {
    var fraction = 0.0
    private static let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    override func expands(_ axis: Axis) -> Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size { Size(width: proposal.width, height: min(1, proposal.height)) }

    /// The bar's text for a width: full blocks, one partial block, then light shade.
    static func bar(fraction: Double, width: Int) -> String {
        let parts = parts(fraction: fraction, width: width)
        return String(repeating: "█", count: parts.full) + parts.partial + String(repeating: "░", count: parts.empty)
    }

    /// How many full blocks, which partial block and how many light shades fill `width`.
    private static func parts(fraction: Double, width: Int) -> (full: Int, partial: String, empty: Int) {
        let eighths = Int((fraction * Double(width * 8)).rounded())
        let full = min(width, eighths / 8)
        let partial = full < width ? partials[eighths % 8] : ""
        return (full, partial, max(0, width - full - (partial.isEmpty ? 0 : 1)))
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        // Drawn as runs of one glyph: the bar as one string was broken into cells one by one.
        let parts = Self.parts(fraction: fraction, width: frame.size.width)
        var point = frame.origin
        point.x += canvas.draw(repeating: "█", count: parts.full, at: point, style: style, clip: clip)
        point.x += canvas.draw(parts.partial, at: point, style: style, clip: clip)
        canvas.draw(repeating: "░", count: parts.empty, at: point, style: style, clip: clip)
    }
}
