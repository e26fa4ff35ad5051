/// Lays out and draws a ``Chart``: the legend, then the plot of sectors, horizontal bars or
/// columns (ChartControl+Columns.swift).
final class ChartControl: Control {
    var marks: [ChartMark] = [] {
        didSet { seriesIndex = Self.firstSeen(marks.compactMap(\.series)) }
    }
    var tint: Color?
    var settings = ChartSettings()
    /// How the locale groups thousands, for axis values written without a format.
    var groupingSeparator = ","
    /// Each `.foregroundStyle(by:)` value's place in first-seen order, which picks its colour.
    private var seriesIndex: [String: Int] = [:]

    static let eighths = ["", "▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    static let leftEighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// Swift Charts' series colours, in its order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink]
    /// Swift Charts' point symbols: circle, square, triangle, diamond, cross, star.
    static let symbols = ["●", "■", "▲", "◆", "✚", "★"]

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(proposal.height, max(3, min(proposal.height, 12))))
    }

    static func firstSeen(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for name in names where index[name] == nil { index[name] = index.count }
        return index
    }

    /// The colour of a mark: its own, its series', the tint, or the text colour.
    func color(of mark: ChartMark) -> Color {
        if let color = mark.color { return color }
        if let series = mark.series, let index = seriesIndex[series] { return Self.palette[index % Self.palette.count] }
        return tint ?? style.foreground
    }

    /// The style a mark is drawn in.
    func style(of mark: ChartMark) -> Style {
        var markStyle = style
        markStyle.foreground = color(of: mark)
        return markStyle
    }

    /// The style of axis values and titles.
    var axisStyle: Style {
        var axisStyle = style
        axisStyle.dim = true
        return axisStyle
    }

    /// A point mark's symbol: by its `.symbol(by:)` series, else a circle.
    func symbol(of mark: ChartMark) -> String {
        guard let series = mark.symbolSeries, let index = symbolIndex[series] else { return Self.symbols[0] }
        return Self.symbols[index % Self.symbols.count]
    }

    private var symbolIndex: [String: Int] { Self.firstSeen(marks.compactMap(\.symbolSeries)) }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        guard !marks.isEmpty else { return }
        if marks.contains(where: { $0.kind == .sector }) {
            drawSectors(in: frame, canvas: &canvas, clip: clip)
            return
        }
        var area = frame
        if settings.legend != .hidden, !seriesIndex.isEmpty, area.size.height >= 4 {
            let atTop = settings.legendPosition == .top
            drawLegend(row: atTop ? area.minY : area.maxY - 1, canvas: &canvas, clip: clip)
            area = Rect(x: area.minX, y: area.minY + (atTop ? 1 : 0), width: area.size.width, height: area.size.height - 1)
        }
        if isHorizontal {
            drawHorizontalBars(in: area, canvas: &canvas, clip: clip)
        } else {
            drawColumns(in: area, canvas: &canvas, clip: clip)
        }
    }

    /// Bars with the number on x and the category on y.
    private var isHorizontal: Bool {
        let bars = marks.filter { $0.kind == .bar }
        return !bars.isEmpty && bars.allSatisfy { $0.y?.number == nil && $0.x?.isContinuous == true }
    }

    /// Each series with its colour (and symbol, when `.symbol(by:)` names the same values):
    /// `● Coffee  ● Tea`, at the leading edge unless the legend's alignment says otherwise.
    private func drawLegend(row: Int, canvas: inout CellGrid, clip: Rect) {
        var entries: [(swatch: String, name: String, style: Style)] = []
        var seen = Set<String>()
        for mark in marks {
            guard let series = mark.series, seen.insert(series).inserted else { continue }
            let swatch = mark.symbolSeries == series ? symbol(of: mark) : Self.symbols[0]
            entries.append((swatch, series, style(of: mark)))
        }
        let width = entries.reduce(0) { $0 + 2 + DisplayWidth.of($1.name) } + 2 * max(0, entries.count - 1)
        var x = frame.minX
        switch settings.legendAlignment?.horizontal {
        case .center?: x += max(0, (frame.size.width - width) / 2)
        case .trailing?: x += max(0, frame.size.width - width)
        default: break
        }
        for entry in entries {
            x += canvas.draw(entry.swatch + " ", at: Point(x: x, y: row), style: entry.style, clip: clip)
            x += canvas.draw(entry.name + "  ", at: Point(x: x, y: row), style: style, clip: clip)
        }
    }

    /// Sectors as rows: `● Rent      ████████████ 50%`, a bar as long as the slice's share.
    private func drawSectors(in area: Rect, canvas: inout CellGrid, clip: Rect) {
        let sectors = marks.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        let names = sectors.map { $0.series ?? $0.y?.label ?? "" }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let barSpace = area.size.width - nameWidth - 8
        guard total > 0, barSpace >= 1 else { return }
        for (index, sector) in sectors.enumerated() where index < area.size.height {
            let y = area.minY + index
            let share = max(0, sector.angle ?? 0) / total
            let markStyle = style(of: sector)
            canvas.draw(Self.symbols[0], at: Point(x: area.minX, y: y), style: markStyle, clip: clip)
            canvas.draw(names[index], at: Point(x: area.minX + 2, y: y), style: style, clip: clip)
            let bar = Self.horizontalBar(eighths: Int((share * Double(barSpace * 8)).rounded()))
            canvas.draw(bar, at: Point(x: area.minX + 3 + nameWidth, y: y), style: markStyle, clip: clip)
            let percent = "\(Int((share * 100).rounded()))%"
            canvas.draw(percent, at: Point(x: area.maxX - DisplayWidth.of(percent), y: y), style: style, clip: clip)
        }
    }

    /// A bar `eighths` eighths of a cell long, in full blocks and a left-eighth block.
    static func horizontalBar(eighths: Int) -> String {
        String(repeating: "█", count: max(0, eighths) / 8) + leftEighths[max(0, eighths) % 8]
    }

    /// Bars along rows: the category on the left, the bar in left-eighth blocks, stacked by
    /// series, an annotation after its end, the values under the plot.
    private func drawHorizontalBars(in area: Rect, canvas: inout CellGrid, clip: Rect) {
        var categories: [String] = []
        var segments: [String: [ChartMark]] = [:]
        for mark in marks where mark.kind == .bar {
            let category = mark.y?.label ?? ""
            if segments[category] == nil { categories.append(category) }
            segments[category, default: []].append(mark)
        }
        let showsValues = settings.xAxis.showsLabels
        let titleRows = settings.xAxisTitle == nil ? 0 : 1
        let rows = area.size.height - (showsValues ? 1 : 0) - titleRows
        guard !categories.isEmpty, rows >= categories.count else { return }
        let labelWidth = settings.yAxis.isHidden ? 0 : min(area.size.width / 3, categories.map(DisplayWidth.of).max() ?? 0)
        let annotationWidth = marks.compactMap { $0.annotation.map { DisplayWidth.of($0.text) + 1 } }.max() ?? 0
        let plotLeft = area.minX + labelWidth + (labelWidth > 0 ? 1 : 0)
        let plotWidth = area.maxX - plotLeft - annotationWidth
        let totals = categories.map { category in segments[category, default: []].reduce(0) { $0 + max(0, $1.x?.number ?? 0) } }
        let top = settings.xDomain?.upperBound ?? (totals.max() ?? 0)
        guard plotWidth >= 2, top > 0 else { return }
        for (index, category) in categories.enumerated() {
            // In the middle of its share of all the rows (the upper of two), as Swift Charts'
            // band scale spreads categories over the whole height.
            let middle = (Double(index) + 0.5) * Double(rows) / Double(categories.count)
            let y = area.minY + Int((middle - 1).rounded(.up))
            canvas.draw(TextLayout.prefix(category, width: labelWidth), at: Point(x: area.minX, y: y), style: axisStyle, clip: clip)
            var start = 0.0
            var end = 0
            for mark in segments[category, default: []] {
                let from = Int((start / top * Double(plotWidth * 8)).rounded())
                start += max(0, mark.x?.number ?? 0)
                let to = min(plotWidth * 8, Int((start / top * Double(plotWidth * 8)).rounded()))
                drawSegment(from: from, to: to, row: y, left: plotLeft, style: style(of: mark), canvas: &canvas, clip: clip)
                end = max(end, to)
            }
            if let annotation = segments[category, default: []].last(where: { $0.annotation != nil })?.annotation {
                let x = plotLeft + (end + 7) / 8 + 1
                canvas.draw(annotation.text, at: Point(x: x, y: y), style: style, clip: clip)
            }
        }
        if showsValues {
            let y = area.minY + rows
            let low = settings.xAxis.label(settings.xDomain?.lowerBound ?? 0)
            let high = settings.xAxis.label(top)
            canvas.draw(low, at: Point(x: plotLeft, y: y), style: axisStyle, clip: clip)
            canvas.draw(high, at: Point(x: plotLeft + plotWidth - DisplayWidth.of(high), y: y), style: axisStyle, clip: clip)
        }
        if let title = settings.xAxisTitle {
            let x = plotLeft + max(0, (plotWidth - DisplayWidth.of(title)) / 2)
            canvas.draw(title, at: Point(x: x, y: area.maxY - 1), style: axisStyle, clip: clip)
        }
    }

    /// One series' stretch of a horizontal bar, from eighth `from` to eighth `to`: a cell it
    /// shares with the stretch before keeps that one's colour behind its left eighths.
    private func drawSegment(from: Int, to: Int, row: Int, left: Int, style markStyle: Style, canvas: inout CellGrid, clip: Rect) {
        guard to > from else { return }
        var cell = from / 8
        if from % 8 != 0 {
            // The cell begun by the stretch before: its eighths stay, this colour fills behind.
            var shared = markStyle
            shared.foreground =
                canvas.bounds.contains(Point(x: left + cell, y: row)) ? canvas[left + cell, row].style.foreground : markStyle.foreground
            shared.background = markStyle.foreground
            canvas.draw(Self.leftEighths[from % 8], at: Point(x: left + cell, y: row), style: shared, clip: clip)
            cell += 1
        }
        while cell * 8 + 8 <= to {
            canvas.draw("█", at: Point(x: left + cell, y: row), style: markStyle, clip: clip)
            cell += 1
        }
        if to % 8 != 0, cell * 8 < to {
            canvas.draw(Self.leftEighths[to - cell * 8], at: Point(x: left + cell, y: row), style: markStyle, clip: clip)
        }
    }
}
