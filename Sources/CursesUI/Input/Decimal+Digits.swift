extension Decimal {
    /// The magnitude in plain digits with at least `minimumFractionDigits` after the point
    /// (`1200.5` with 2 is "1200.50"); no sign, no grouping.
    func plainDigits(minimumFractionDigits: Int) -> String {
        let plain = "\(self < 0 ? -self : self)"
        guard minimumFractionDigits > 0 else { return plain }
        let parts = plain.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count < minimumFractionDigits else { return plain }
        return "\(parts[0])." + fraction + String(repeating: "0", count: minimumFractionDigits - fraction.count)
    }
}
