/// A length written as a floating-point number (`12.0`, a computed `width * 0.5`), rounded to
/// whole cells; infinity stays "as much as offered".
@inline(__always)
func cells<F: BinaryFloatingPoint>(_ length: F) -> Int {
    if length.isInfinite { return length > 0 ? .infinity : 0 }
    guard length.isFinite else { return 0 }
    return Int(length.rounded())
}

extension View {
    /// Adds `length` cells of space on the given edges, rounded to whole cells.
    public func padding<F: BinaryFloatingPoint>(_ edges: Edges = .all, _ length: F) -> some View {
        padding(edges, cells(length))
    }

    /// Adds `length` cells of space on every edge, rounded to whole cells.
    public func padding<F: BinaryFloatingPoint>(_ length: F) -> some View { padding(.all, cells(length)) }

    /// A fixed width and/or height in cells, rounded to whole cells.
    public func frame<F: BinaryFloatingPoint>(width: F?, height: F? = nil, alignment: Alignment = .center) -> some View {
        frame(width: width.map(cells), height: height.map(cells), alignment: alignment)
    }

    /// Bounds on the size in cells, rounded to whole cells; `maxWidth: .infinity` takes all the
    /// width offered.
    public func frame<F: BinaryFloatingPoint>(
        minWidth: F? = nil, idealWidth: F? = nil, maxWidth: F? = nil, minHeight: F? = nil, idealHeight: F? = nil,
        maxHeight: F? = nil, alignment: Alignment = .center
    ) -> some View {
        frame(
            minWidth: minWidth.map(cells), maxWidth: maxWidth.map(cells), minHeight: minHeight.map(cells),
            maxHeight: maxHeight.map(cells), alignment: alignment)
    }

    /// Draws the view moved by whole cells, rounded.
    public func offset<F: BinaryFloatingPoint>(x: F = 0, y: F = 0) -> some View { offset(x: cells(x), y: cells(y)) }
}

extension VStack {
    /// A column with `spacing` rows between children, rounded to whole rows.
    public init<F: BinaryFloatingPoint>(alignment: HorizontalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(cells), content: content)
    }
}

extension HStack {
    /// A row with `spacing` cells between children, rounded to whole cells.
    public init<F: BinaryFloatingPoint>(alignment: VerticalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(cells), content: content)
    }
}
