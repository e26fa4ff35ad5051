import FoundationEssentials

/// The plot of a chart with x across: the y axis values on the left, bars in columns, areas,
/// rules, lines and points over them, the x values under the plot and the axis titles.
extension ChartControl {
    func drawColumns(in area: Rect, canvas: inout CellGrid, clip: Rect) {
        let xMarks = marks.filter { $0.x != nil && $0.kind != .rule }
        let continuous = !xMarks.isEmpty && !marks.contains { $0.kind == .bar } && xMarks.allSatisfy { $0.x?.isContinuous == true }
        let xNumbers = xMarks.compactMap { $0.x?.number }
        // Bars from zero stack per column; other marks set the range by their own values.
        var stacks: [String: Double] = [:]
        for mark in marks where mark.kind == .bar { stacks[mark.x?.key ?? "", default: 0] += mark.y?.number ?? 0 }
        let others = marks.filter { $0.kind != .bar && $0.kind != .sector }.compactMap { $0.y?.number }
        let titleRow = settings.yAxisTitle == nil || area.size.height < 5 ? 0 : 1
        let xTitleRow = settings.xAxisTitle == nil || area.size.height < 5 ? 0 : 1
        let labelRow = settings.xAxis.isHidden ? 0 : 1
        let rows = area.size.height - titleRow - xTitleRow - labelRow
        let (low, high, yLabels) = yScale(
            low: settings.yDomain?.lowerBound ?? min(0, others.min() ?? 0),
            high: settings.yDomain?.upperBound ?? max(0, (Array(stacks.values) + others).max() ?? 0), rows: rows)
        let axisWidth = settings.yAxis.showsLabels && !yLabels.isEmpty ? (yLabels.map { DisplayWidth.of($0.text) }.max() ?? 0) + 1 : 0
        // Swift Charts puts the y axis on the trailing side unless told `.leading`.
        let axisLeads = settings.yAxis.position == .leading
        let axis =
            continuous
            ? ChartColumnAxis([], domain: nil, limit: 0)
            : ChartColumnAxis(xMarks.compactMap(\.x), domain: settings.xDomain, limit: area.size.width - axisWidth)
        let plot = ColumnPlot(
            left: area.minX + (axisLeads ? axisWidth : 0), top: area.minY + titleRow, width: area.size.width - axisWidth,
            height: rows, low: low, high: high, axis: axis,
            xLow: settings.xDomain?.lowerBound ?? xNumbers.min() ?? 0, xHigh: settings.xDomain?.upperBound ?? xNumbers.max() ?? 0)
        guard plot.height >= 2, plot.width >= max(1, plot.columns.count) else { return }
        if let title = settings.yAxisTitle, titleRow == 1 {
            canvas.draw(title, at: Point(x: area.minX, y: area.minY), style: axisStyle, clip: clip)
        }
        drawGridLines(plot, yValues: yLabels, canvas: &canvas, clip: clip)
        for (index, label) in yLabels.enumerated() where axisWidth > 0 {
            // The lowest and highest go on the bottom and top rows, even when both are zero.
            let row = label.atEnd ? (index == 0 ? plot.top : plot.top + plot.height - 1) : plot.row(label.value)
            let x = axisLeads ? area.minX + axisWidth - 1 - DisplayWidth.of(label.text) : plot.left + plot.width + 1
            canvas.draw(label.text, at: Point(x: x, y: row), style: axisStyle, clip: clip)
        }
        // In the order the marks are declared, as Swift Charts draws them: a rule written after
        // the bars is drawn over them, one written before under them.
        var drawn: Set<ChartMark.Kind> = []
        for mark in marks where drawn.insert(mark.kind).inserted {
            switch mark.kind {
            case .area: drawAreas(plot, canvas: &canvas, clip: clip)
            case .bar: drawBars(plot, canvas: &canvas, clip: clip)
            case .rule, .rectangle:
                if drawn.insert(mark.kind == .rule ? .rectangle : .rule).inserted {
                    drawRulesAndRectangles(plot, canvas: &canvas, clip: clip)
                }
            case .line, .point:
                if drawn.insert(mark.kind == .line ? .point : .line).inserted { drawLines(plot, canvas: &canvas, clip: clip) }
            case .sector: break
            }
        }
        if labelRow == 1 { drawXLabels(plot, row: plot.top + plot.height, canvas: &canvas, clip: clip) }
        if let title = settings.xAxisTitle, xTitleRow == 1 {
            let x = plot.left + max(0, (plot.width - DisplayWidth.of(title)) / 2)
            canvas.draw(title, at: Point(x: x, y: area.maxY - 1), style: axisStyle, clip: clip)
        }
    }

    /// Areas from the bottom of the plot up to the line through their points, in eighth blocks.
    private func drawAreas(_ plot: ColumnPlot, canvas: inout CellGrid, clip: Rect) {
        for series in seriesOf(.area, plot) {
            let markStyle = style(of: series.mark)
            for (start, end) in zip(series.points, series.points.dropFirst()) {
                for x in start.x...max(start.x, end.x) {
                    let fraction = end.x == start.x ? 0 : Double(x - start.x) / Double(end.x - start.x)
                    let value = start.value + (end.value - start.value) * fraction
                    drawColumn(plot, x: x, width: 1, from: plot.low, to: value, style: markStyle, canvas: &canvas, clip: clip)
                }
            }
            if series.points.count == 1, let point = series.points.first {
                drawColumn(plot, x: point.x, width: 1, from: plot.low, to: point.value, style: markStyle, canvas: &canvas, clip: clip)
            }
        }
    }

    /// Bars in their columns, stacked in the order of their series, each its colour; an
    /// annotation above the top of the stack.
    private func drawBars(_ plot: ColumnPlot, canvas: inout CellGrid, clip: Rect) {
        var stacks: [Int: [ChartMark]] = [:]
        for mark in marks where mark.kind == .bar {
            guard let x = mark.x, let index = plot.axis.column(of: x) else { continue }
            stacks[index, default: []].append(mark)
        }
        let eighthsHigh = Double(plot.height * 8)
        let span = plot.high - plot.low
        guard span > 0 else { return }
        for (index, stack) in stacks {
            let x = plot.columnStart(index)
            // Each bar's top, in eighths of a row from the bottom of the plot.
            var tops: [Int] = []
            var total = max(0, -plot.low)
            for mark in stack {
                total += max(0, mark.y?.number ?? 0)
                tops.append(min(plot.height * 8, Int((total / span * eighthsHigh).rounded())))
            }
            let styles = stack.map { style(of: $0) }
            for row in 0..<plot.height {
                let bottom = (plot.height - 1 - row) * 8
                guard let first = tops.firstIndex(where: { $0 > bottom }) else { continue }
                let filled = min(8, tops[first] - bottom)
                var cellStyle = styles[first]
                if filled < 8, let above = tops.indices.first(where: { $0 > first && tops[$0] > tops[first] }) {
                    cellStyle.background = styles[above].foreground
                }
                let glyph = filled == 8 ? "█" : Self.eighths[filled]
                canvas.draw(
                    String(repeating: glyph, count: plot.barWidth), at: Point(x: x, y: plot.top + row), style: cellStyle, clip: clip)
            }
            if let annotation = stack.last(where: { $0.annotation != nil })?.annotation, let top = tops.last {
                let topRow = plot.top + plot.height - 1 - max(0, (top - 1) / 8)
                let y = annotation.position == .overlay ? topRow : topRow - 1
                guard y >= plot.top else { continue }
                let text = TextLayout.prefix(annotation.text, width: plot.width(ofColumn: index))
                let offset = max(0, (plot.barWidth - DisplayWidth.of(text)) / 2)
                canvas.draw(text, at: Point(x: x + offset, y: y), style: style, clip: clip)
            }
        }
    }

    /// One column of eighth blocks from `from` up to `to`.
    private func drawColumn(
        _ plot: ColumnPlot, x: Int, width: Int, from: Double, to: Double, style cellStyle: Style, canvas: inout CellGrid, clip: Rect
    ) {
        let span = plot.high - plot.low
        guard span > 0 else { return }
        let eighthsHigh = Int((min(1, max(0, (to - from) / span)) * Double(plot.height * 8)).rounded())
        for row in 0..<plot.height {
            let filled = min(8, max(0, eighthsHigh - (plot.height - 1 - row) * 8))
            guard filled > 0 else { continue }
            let glyph = filled == 8 ? "█" : Self.eighths[filled]
            canvas.draw(String(repeating: glyph, count: width), at: Point(x: x, y: plot.top + row), style: cellStyle, clip: clip)
        }
    }

    /// Rules across (`─`, `╌` dashed) or down (`│`), with their annotations; rectangles as a cell.
    private func drawRulesAndRectangles(_ plot: ColumnPlot, canvas: inout CellGrid, clip: Rect) {
        for mark in marks where mark.kind == .rectangle {
            guard let x = mark.x.flatMap(plot.column), let y = mark.y?.number else { continue }
            canvas.draw("█", at: Point(x: x, y: plot.row(y)), style: style(of: mark), clip: clip)
        }
        for mark in marks where mark.kind == .rule {
            var ruleStyle = style
            ruleStyle.foreground = mark.color ?? (mark.series == nil ? style.foreground : color(of: mark))
            if let y = mark.y?.number, mark.x == nil {
                let row = plot.row(y)
                drawRuleAcross(at: row, dashed: mark.isDashed, plot: plot, style: ruleStyle, canvas: &canvas, clip: clip)
                guard let annotation = mark.annotation else { continue }
                let textRow = annotation.position == .bottom ? row + 1 : row - 1
                guard textRow >= plot.top, textRow < plot.top + plot.height else { continue }
                let width = DisplayWidth.of(annotation.text)
                let x: Int
                switch annotation.alignment.horizontal {
                case .leading: x = plot.left
                case .trailing: x = plot.left + plot.width - width
                default: x = plot.left + (plot.width - width) / 2
                }
                canvas.draw(annotation.text, at: Point(x: max(plot.left, x), y: textRow), style: ruleStyle, clip: clip)
            } else if let value = mark.x, let x = plot.column(value) {
                for row in plot.top..<(plot.top + plot.height) {
                    canvas.draw(mark.isDashed ? "╎" : "│", at: Point(x: x, y: row), style: ruleStyle, clip: clip)
                }
            }
        }
    }

    /// A rule across the plot at `row`. Where it crosses a full block of a bar or an area, the
    /// block's colour stays behind the line, so the bar reads on both sides of it, as the thin
    /// line of Swift Charts leaves it.
    private func drawRuleAcross(at row: Int, dashed: Bool, plot: ColumnPlot, style ruleStyle: Style, canvas: inout CellGrid, clip: Rect) {
        let glyph = dashed ? "╌" : "─"
        let area = clip.intersection(canvas.bounds)
        for x in plot.left..<(plot.left + plot.width) {
            let point = Point(x: x, y: row)
            guard area.contains(point) else { continue }
            var cellStyle = ruleStyle
            let beneath = canvas[x, row]
            if beneath.text == "█" { cellStyle.background = beneath.style.foreground }
            canvas.draw(glyph, at: point, style: cellStyle, clip: clip)
        }
    }

    /// A series of line, point or area marks, in order along x, with the cells of its points.
    struct PlottedSeries {
        let mark: ChartMark
        var points: [(x: Int, value: Double, mark: ChartMark)]
    }

    /// The marks of `kind`, by series, each series' points in order along x.
    private func seriesOf(_ kind: ChartMark.Kind, _ plot: ColumnPlot) -> [PlottedSeries] {
        var order: [String] = []
        var found: [String: PlottedSeries] = [:]
        for mark in marks where mark.kind == kind {
            guard let x = mark.x.flatMap(plot.column), let value = mark.y?.number else { continue }
            let key = [mark.series, mark.symbolSeries, mark.lineSeries].map { $0 ?? "" }.joined(separator: "\u{1F}")
            if found[key] == nil {
                order.append(key)
                found[key] = PlottedSeries(mark: mark, points: [])
            }
            found[key]?.points.append((x, value, mark))
        }
        return order.compactMap { found[$0] }.map { series in
            var sorted = series
            sorted.points.sort { $0.x < $1.x }
            return sorted
        }
    }

    /// Lines in braille dots between their points, `•` at each point; point marks' symbols over them.
    private func drawLines(_ plot: ColumnPlot, canvas: inout CellGrid, clip: Rect) {
        var dots = BrailleDots(width: plot.width, height: plot.height)
        let span = plot.high - plot.low
        func dotY(_ value: Double) -> Int {
            let fraction = span > 0 ? min(1, max(0, (value - plot.low) / span)) : 0
            return plot.height * 4 - 1 - Int((fraction * Double(plot.height * 4 - 1)).rounded())
        }
        let lines = seriesOf(.line, plot)
        for series in lines {
            let color = self.color(of: series.mark)
            for (start, end) in zip(series.points, series.points.dropFirst()) {
                dots.line(
                    from: ((start.x - plot.left) * 2, dotY(start.value)), to: ((end.x - plot.left) * 2, dotY(end.value)), color: color)
            }
        }
        for cell in dots.cells {
            var dotStyle = style
            dotStyle.foreground = cell.color
            canvas.draw(cell.glyph, at: Point(x: plot.left + cell.x, y: plot.top + cell.y), style: dotStyle, clip: clip)
        }
        for series in lines {
            for point in series.points {
                canvas.draw("•", at: Point(x: point.x, y: plot.row(point.value)), style: style(of: point.mark), clip: clip)
            }
        }
        for series in seriesOf(.point, plot) {
            for point in series.points {
                canvas.draw(
                    symbol(of: point.mark), at: Point(x: point.x, y: plot.row(point.value)), style: style(of: point.mark), clip: clip)
            }
        }
    }
}
