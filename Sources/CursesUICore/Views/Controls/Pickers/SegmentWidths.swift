/// How wide each segment of a segmented row is when the row fills a width, as iOS's segmented
/// control shares its width: equal segments where every label fits one, otherwise each its
/// label's width and an equal part of what is left.
enum SegmentWidths {
    /// The widths of segments wanting `natural` columns in a row `width` columns wide, one
    /// column between segments; the natural widths where the row is narrower than they need.
    static func of(_ natural: [Int], filling width: Int) -> [Int] {
        guard !natural.isEmpty else { return [] }
        let inside = width - (natural.count - 1)
        let extra = inside - natural.reduce(0, +)
        guard extra > 0 else { return natural }
        let equal = inside / natural.count
        if equal >= natural.max() ?? 0 {
            let remainder = inside - equal * natural.count
            return natural.indices.map { equal + ($0 < remainder ? 1 : 0) }
        }
        return natural.indices.map { natural[$0] + extra / natural.count + ($0 < extra % natural.count ? 1 : 0) }
    }
}
