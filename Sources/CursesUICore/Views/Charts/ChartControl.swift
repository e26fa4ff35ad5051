/// Lays out and draws a ``Chart``: the y axis label column, the plot, the x labels under it.
final class ChartControl: Control {
    var marks: [ChartMark] = []
    var tint: Color?
    var yAxis = AxisMarks()
    private static let eighths = ["", "▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(proposal.height, max(3, min(proposal.height, 12))))
    }

    /// The x categories in first-seen order, each with its bar and line values.
    private var columns: [(label: String, bar: Double?, line: Double?)] {
        var order: [String] = []
        var bars: [String: Double] = [:]
        var lines: [String: Double] = [:]
        for mark in marks {
            if bars[mark.x] == nil, lines[mark.x] == nil { order.append(mark.x) }
            switch mark.kind {
            case .bar: bars[mark.x, default: 0] += mark.y
            case .line: lines[mark.x] = mark.y
            }
        }
        return order.map { ($0, bars[$0], lines[$0]) }
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        let columns = columns
        guard !columns.isEmpty, frame.size.height >= 3 else { return }
        let top = max(0, columns.compactMap { [$0.bar, $0.line].compactMap { $0 }.max() }.max() ?? 0)
        let axis = yAxis.label(top)
        let zero = yAxis.label(0)
        let axisWidth = yAxis.isHidden ? 0 : max(DisplayWidth.of(axis), DisplayWidth.of(zero)) + 1
        let plotHeight = frame.size.height - 1
        let plotWidth = frame.size.width - axisWidth
        guard plotWidth >= columns.count else { return }
        let columnWidth = plotWidth / columns.count
        let barWidth = max(1, columnWidth - 1)
        var axisStyle = style
        axisStyle.dim = true
        if !yAxis.isHidden {
            let right = frame.minX + axisWidth - 1
            canvas.draw(axis, at: Point(x: right - DisplayWidth.of(axis), y: frame.minY), style: axisStyle, clip: clip)
            canvas.draw(zero, at: Point(x: right - DisplayWidth.of(zero), y: frame.minY + plotHeight - 1), style: axisStyle, clip: clip)
        }
        var barStyle = style
        barStyle.foreground = tint ?? style.foreground
        for (index, column) in columns.enumerated() {
            let x = frame.minX + axisWidth + index * columnWidth
            if let bar = column.bar, top > 0 {
                let eighthsHigh = Int((max(0, bar) / top * Double(plotHeight * 8)).rounded())
                for row in 0..<plotHeight {
                    let fromBottom = plotHeight - 1 - row
                    let filled = min(8, max(0, eighthsHigh - fromBottom * 8))
                    guard filled > 0 else { continue }
                    let glyph = filled == 8 ? "█" : Self.eighths[filled]
                    canvas.draw(
                        String(repeating: glyph, count: barWidth), at: Point(x: x, y: frame.minY + row), style: barStyle, clip: clip)
                }
            }
            if let line = column.line, top > 0 {
                let row = plotHeight - 1 - min(plotHeight - 1, Int((max(0, line) / top * Double(plotHeight - 1)).rounded()))
                canvas.draw("•", at: Point(x: x + barWidth / 2, y: frame.minY + row), style: barStyle, clip: clip)
            }
            let label = TextLayout.prefix(column.label, width: columnWidth - (columnWidth > 1 ? 1 : 0))
            canvas.draw(label, at: Point(x: x, y: frame.minY + plotHeight), style: axisStyle, clip: clip)
        }
    }
}

extension String {
    /// A number with up to two decimals, trailing zeros dropped.
    init(format2 value: Double) {
        let scaled = (value * 100).rounded() / 100
        self = scaled == scaled.rounded() && abs(scaled) < 1e15 ? String(Int(scaled)) : String(scaled)
    }
}
