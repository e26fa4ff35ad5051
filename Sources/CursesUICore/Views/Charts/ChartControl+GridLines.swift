/// Grid lines across a column plot (``AxisGridLine`` in an axis's marks, or the default marks):
/// dim dashed lines at the axis values, drawn before the marks so the marks cover them.
extension ChartControl {
    static let horizontalGridLine: Unicode.Scalar = "┈"
    static let verticalGridLine: Unicode.Scalar = "┊"

    /// Draws the x axis's grid lines down the plot and the y axis's across it, at `yValues`.
    func drawGridLines(_ plot: ColumnPlot, yValues: [YAxisLabel], canvas: inout CellGrid, clip: Rect) {
        // Swift Charts' default x marks draw lines at numbers and dates, not at categories.
        let xDefault = plot.columns.isEmpty || plot.columns.first?.date != nil
        if settings.xAxis.gridLines ?? xDefault {
            for x in Set(xGridColumns(plot)) {
                for y in plot.top..<(plot.top + plot.height) {
                    canvas.draw(repeating: Self.verticalGridLine, count: 1, at: Point(x: x, y: y), style: axisStyle, clip: clip)
                }
            }
        }
        guard settings.yAxis.gridLines ?? true else { return }
        for (index, value) in yValues.enumerated() {
            let row = value.atEnd ? (index == 0 ? plot.top : plot.top + plot.height - 1) : plot.row(value.value)
            let start = Point(x: plot.left, y: row)
            canvas.draw(repeating: Self.horizontalGridLine, count: plot.width, at: start, style: axisStyle, clip: clip)
        }
    }

    /// Where the x axis's grid lines go down the plot: a date's at the start of its day, month
    /// or year, as Swift Charts draws it, which is the gap before its bar (the first one's would
    /// fall on the y axis), and none where bars are one column wide, whose gaps the lines would
    /// fill; a category's through the middle of its bar; a number's at its place.
    private func xGridColumns(_ plot: ColumnPlot) -> [Int] {
        if plot.columns.isEmpty { return continuousXValues(plot).compactMap(plot.column) }
        return plot.columns.enumerated().compactMap { index, value in
            guard value.date != nil else { return plot.column(value) }
            guard index > 0, plot.columnWidth > 2, isMarkedDate(at: index, of: plot) else { return nil }
            return plot.columnStart(index) - 1
        }
    }

    /// False for a date the axis's stride passes over (`.stride(by: .day, count: 7)`).
    private func isMarkedDate(at index: Int, of plot: ColumnPlot) -> Bool {
        guard case .dateStride(let component, let count) = settings.xAxis.values.kind, count > 1, let first = plot.columns.first?.date,
            let date = plot.columns[index].date
        else { return true }
        return (Calendar.current.dateComponents([component], from: first, to: date).value(for: component) ?? 0) % count == 0
    }
}
