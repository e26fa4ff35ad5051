/// Grid lines across a column plot (``AxisGridLine`` in an axis's marks): dim dashed lines at
/// the axis values, drawn before the marks so the marks cover them.
extension ChartControl {
    static let horizontalGridLine = "┈"
    static let verticalGridLine = "┊"

    /// Draws the x axis's grid lines down the plot and the y axis's across it, at `yValues`.
    func drawGridLines(_ plot: ColumnPlot, yValues: [YAxisLabel], canvas: inout CellGrid, clip: Rect) {
        if settings.xAxis.drawsGridLines {
            let columns = plot.columns.isEmpty ? continuousXValues(plot).compactMap(plot.column) : plot.columns.compactMap(plot.column)
            for x in Set(columns) {
                for y in plot.top..<(plot.top + plot.height) {
                    canvas.draw(Self.verticalGridLine, at: Point(x: x, y: y), style: axisStyle, clip: clip)
                }
            }
        }
        guard settings.yAxis.drawsGridLines else { return }
        let line = String(repeating: Self.horizontalGridLine, count: plot.width)
        for (index, value) in yValues.enumerated() {
            let row = value.atEnd ? (index == 0 ? plot.top : plot.top + plot.height - 1) : plot.row(value.value)
            canvas.draw(line, at: Point(x: plot.left, y: row), style: axisStyle, clip: clip)
        }
    }
}
