/// The y axis of a chart with x across: its scale and the values it writes.
extension ChartControl {
    /// A value the y axis writes (or marks with a grid line only: no text), at its row
    /// (`atEnd`: on the top or bottom row of the plot).
    struct YAxisLabel {
        let value: Double
        let text: String
        let atEnd: Bool
    }

    /// The scale from `low` to `high` (the data's, or the chart's domain) and the values the
    /// axis writes on a plot `rows` high. With automatic values and no domain given, as Swift
    /// Charts does, the axis writes round steps (1, 2, 2.5 or 5 times a power of ten) from zero,
    /// at most five and one a row, and the scale ends on the steps beyond the data (or at the
    /// domain given, with the steps inside it); a hidden axis leaves the scale at the data, so
    /// no row goes unused.
    func yScale(low: Double, high: Double, rows: Int) -> (low: Double, high: Double, labels: [YAxisLabel]) {
        let axis = settings.yAxis
        let write = { (value: Double) in axis.label(value, groupingSeparator: self.groupingSeparator) }
        let marksValues = axis.showsLabels || (axis.gridLines == true && !axis.isHidden)
        switch axis.values.kind {
        case .automatic where marksValues:
            guard let step = Self.roundStep(low: low, high: high, intervals: min(5, rows - 1)) else { break }
            // A domain the program gives is kept; the steps are those inside it.
            let bottom = settings.yDomain == nil ? (low / step).rounded(.down) * step : (low / step).rounded(.up) * step
            let top = settings.yDomain == nil ? (high / step).rounded(.up) * step : (high / step).rounded(.down) * step
            let scale = settings.yDomain == nil ? (bottom, top) : (low, high)
            let values = Swift.stride(from: bottom, through: top + step / 2, by: step).map { $0 }
            return (scale.0, scale.1, values.map { YAxisLabel(value: $0, text: write($0), atEnd: false) })
        case .numbers(let numbers) where high > low:
            let values = numbers.filter { $0 >= low && $0 <= high }
            return (low, high, marksValues ? values.map { YAxisLabel(value: $0, text: write($0), atEnd: false) } : [])
        case .numberStride(let step) where step > 0 && (high - low) / step <= 50:
            let values = Array(Swift.stride(from: (low / step).rounded(.up) * step, through: high, by: step))
            return (low, high, marksValues ? values.map { YAxisLabel(value: $0, text: write($0), atEnd: false) } : [])
        default: break
        }
        return (low, high, marksValues ? [high, low].map { YAxisLabel(value: $0, text: write($0), atEnd: true) } : [])
    }

    /// The smallest round step that covers `low`…`high` (zero inside) in at most `intervals`
    /// steps; nil when there is no span or no room for one.
    static func roundStep(low: Double, high: Double, intervals: Int) -> Double? {
        let span = high - low
        guard span > 0, span.isFinite, intervals >= 1 else { return nil }
        var magnitude = 1.0
        while magnitude * 10 <= span / Double(intervals) { magnitude *= 10 }
        while magnitude > span / Double(intervals) { magnitude /= 10 }
        for _ in 0..<4 {
            for multiple in [1, 2, 2.5, 5] {
                let step = multiple * magnitude
                let count = (high / step - 1e-9).rounded(.up) - (low / step + 1e-9).rounded(.down)
                if count <= Double(intervals) { return step }
            }
            magnitude *= 10
        }
        return nil
    }
}
