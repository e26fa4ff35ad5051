import FoundationEssentials

extension ChartControl {
    /// Where the plot's rows and columns are, and how values map onto them.
    struct ColumnPlot {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let low: Double
        let high: Double
        /// The categories or dates in columns; no columns for a continuous x axis.
        let axis: ChartColumnAxis
        let xLow: Double
        let xHigh: Double

        var columns: [ChartValue] { axis.columns }

        /// The narrowest column: the plot's width shared out among the columns, rounded down.
        var columnWidth: Int { columns.isEmpty ? 1 : width / columns.count }
        /// Every bar is as wide, one cell narrower than the narrowest column.
        var barWidth: Int { max(1, columnWidth - 1) }

        /// Where column `index` starts. The columns share out the whole width, as Swift Charts'
        /// band scale does, so some are a cell wider than others and the last ends at the edge.
        func columnStart(_ index: Int) -> Int {
            columns.isEmpty ? left + index : left + index * width / columns.count
        }

        /// The cells between the start of column `index` and the start of the next.
        func width(ofColumn index: Int) -> Int { columnStart(index + 1) - columnStart(index) }

        /// The row of a y value: the highest on the top row, the lowest on the bottom one.
        func row(_ value: Double) -> Int {
            let span = high - low
            let fraction = span > 0 ? min(1, max(0, (value - low) / span)) : 0
            return top + height - 1 - Int((fraction * Double(height - 1)).rounded())
        }

        /// The column of an x value: the middle of its category's bar, or its place along the axis.
        func column(_ value: ChartValue) -> Int? {
            if !columns.isEmpty {
                guard let index = axis.column(of: value) else { return nil }
                return columnStart(index) + barWidth / 2
            }
            guard let number = value.number else { return nil }
            let span = xHigh - xLow
            let fraction = span > 0 ? (number - xLow) / span : 0
            guard fraction >= -0.0001, fraction <= 1.0001 else { return nil }
            return left + Int((fraction * Double(width - 1)).rounded())
        }
    }
}
