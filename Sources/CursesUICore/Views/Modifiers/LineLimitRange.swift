/// The fewest lines set by `.lineLimit(2...5)`, `.lineLimit(3...)` or
/// `.lineLimit(4, reservesSpace: true)`.
private struct LineLimitMinimumKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The fewest lines a vertical text field inside shows, however short its text.
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }
}

extension View {
    /// Shows between `limit.lowerBound` and `limit.upperBound` lines: a vertical text field
    /// keeps at least the lower bound of rows and grows to the upper, then scrolls; a `Text`
    /// shows at most the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", [limit.lowerBound, limit.upperBound]) {
                $0.lineLimit = limit.upperBound
                $0.lineLimitMinimum = limit.lowerBound
            })
    }

    /// Shows at least `limit.lowerBound` lines, and as many more as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", [limit.lowerBound]) {
                $0.lineLimit = nil
                $0.lineLimitMinimum = limit.lowerBound
            })
    }

    /// Shows at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", [-1, limit.upperBound]) {
                $0.lineLimit = limit.upperBound
                $0.lineLimitMinimum = nil
            })
    }

    /// Shows at most `limit` lines; with `reservesSpace`, a vertical text field keeps room for
    /// all of them even while its text is shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentModifier("lineLimitRange", [limit, reservesSpace ? 1 : 0]) {
                $0.lineLimit = limit
                $0.lineLimitMinimum = reservesSpace ? limit : nil
            })
    }
}
