import FoundationEssentials

/// The values under a column plot.
extension ChartControl {
    /// The x values under the plot: each column's category or date (cut to its column, or, for
    /// dates too long for their columns, every few columns), or the values along a continuous axis.
    func drawXLabels(_ plot: ColumnPlot, row: Int, canvas: inout CellGrid, clip: Rect) {
        let axis = settings.xAxis
        guard axis.showsLabels else { return }
        if plot.columns.isEmpty {
            drawContinuousXLabels(plot, row: row, canvas: &canvas, clip: clip)
            return
        }
        let labels = plot.columns.map { axis.label($0) }
        let isDates = plot.columns.contains { $0.date != nil }
        let widest = labels.map(DisplayWidth.of).max() ?? 0
        let fitsCut = plot.columnWidth - (plot.columnWidth > 1 ? 1 : 0)
        let every = isDates && widest > fitsCut ? (widest + 1 + plot.columnWidth - 1) / plot.columnWidth : 1
        var lastStride: Int?
        for (index, label) in labels.enumerated() {
            let x = plot.columnStart(index)
            if every > 1 {
                guard index % every == 0, x + widest <= plot.left + plot.width else { continue }
                canvas.draw(label, at: Point(x: x, y: row), style: axisStyle, clip: clip)
                continue
            }
            if case .dateStride(let component, let count) = axis.values.kind, let first = plot.columns.first?.date,
                let date = plot.columns[index].date
            {
                let step = Calendar.current.dateComponents([component], from: first, to: date).value(for: component) ?? 0
                guard step % count == 0, step != lastStride else { continue }
                lastStride = step
            }
            canvas.draw(TextLayout.prefix(label, width: fitsCut), at: Point(x: x, y: row), style: axisStyle, clip: clip)
        }
    }

    /// Values along a continuous x axis: those the axis marks name, else each point's, leaving
    /// out any that would touch the one before.
    private func drawContinuousXLabels(_ plot: ColumnPlot, row: Int, canvas: inout CellGrid, clip: Rect) {
        let axis = settings.xAxis
        var free = plot.left
        for value in continuousXValues(plot) {
            guard let x = plot.column(value) else { continue }
            let text = axis.label(value)
            let width = DisplayWidth.of(text)
            let start = min(max(plot.left, x - width / 2), plot.left + plot.width - width)
            guard start >= free else { continue }
            canvas.draw(text, at: Point(x: start, y: row), style: axisStyle, clip: clip)
            free = start + width + 1
        }
    }

    /// The values a continuous x axis marks: those its marks name, else each point's.
    func continuousXValues(_ plot: ColumnPlot) -> [ChartValue] {
        let values: [ChartValue]
        switch settings.xAxis.values.kind {
        case .numbers(let numbers): values = numbers.map { ChartValue(PlottableValue.value("", $0)) }
        case .numberStride(let step) where step > 0 && (plot.xHigh - plot.xLow) / step <= 100:
            values = Swift.stride(from: (plot.xLow / step).rounded(.up) * step, through: plot.xHigh, by: step).map {
                ChartValue(PlottableValue.value("", $0))
            }
        default:
            var seen = Set<String>()
            values = marks.compactMap(\.x).filter { seen.insert($0.label).inserted }.sorted { ($0.number ?? 0) < ($1.number ?? 0) }
        }
        return values
    }
}
