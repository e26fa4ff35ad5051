extension ChartContent {
    /// These marks with `change` made to each.
    func mapMarks(_ change: (inout ChartMark) -> Void) -> ChartContentGroup {
        ChartContentGroup(
            marks: marks.map { mark in
                var mark = mark
                change(&mark)
                return mark
            })
    }

    /// Draws the marks in a colour, as Swift Charts' `foregroundStyle(_:)`: `.foregroundStyle(.red)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let color = style._paint(in: EnvironmentValues()).textColor
        return mapMarks { $0.color = color }
    }

    /// Gives each value of `value` its own colour and a legend entry, as Swift Charts'
    /// `foregroundStyle(by:)`: bars of several series at one category stack, lines of several
    /// series are drawn apart. Colours follow Swift Charts' order: blue, green, orange, purple,
    /// red, cyan, yellow, pink.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let series = value.value.chartLabel
        return mapMarks { $0.series = series }
    }

    /// Gives each value of `value` its own point symbol (`●` `■` `▲` `◆` `✚` `★`), shown in the
    /// legend too, as Swift Charts' `symbol(by:)`.
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let series = value.value.chartLabel
        return mapMarks { $0.symbolSeries = series }
    }

    /// How a line passes through its points, as Swift Charts' `interpolationMethod(_:)`. Accepted:
    /// at the resolution of braille dots a terminal draws straight segments between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        mapMarks { _ in }
    }

    /// The stroke of a line or rule, as Swift Charts' `lineStyle(_:)`: a dash draws a rule as
    /// `╌`; the width is one dot or cell whatever it says.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        let isDashed = !style.dash.isEmpty
        return mapMarks { $0.isDashed = isDashed }
    }

    /// Rounds the corners of bars and rectangles, as Swift Charts' `cornerRadius(_:style:)`.
    /// Accepted: a cell has no corners to round.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        mapMarks { _ in }
    }

    /// Makes the marks see-through, as Swift Charts' `opacity(_:)`. Accepted: a terminal cell
    /// has one colour, so marks are drawn whole.
    public func opacity(_ opacity: Double) -> some ChartContent {
        mapMarks { _ in }
    }

    /// Writes a text by each mark, as Swift Charts' `annotation(position:alignment:spacing:content:)`:
    /// above a bar's top (`.top`, the default for vertical bars), after a bar's end (`.trailing`,
    /// the default for horizontal bars), above or below a rule, at its `.leading` or `.trailing`
    /// end by `alignment`. The annotation shows the text of its views (`Text`, `Label`, `Image`).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(text: PlainText.of(content()), position: position, alignment: alignment)
        return mapMarks { $0.annotation = annotation }
    }
}
