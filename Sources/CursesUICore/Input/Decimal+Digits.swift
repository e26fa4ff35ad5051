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

extension Decimal {
    /// Reads typed or pasted digits that may carry thousands separators: "1,200.50" is 1200.50,
    /// "12,50" is 12.50 (a comma not followed by exactly three digits is a decimal comma), ""
    /// and "." are zero. Nil when the text is not a number.
    init?(groupedDigits text: String) {
        guard let plain = Self.ungrouped(text) else { return nil }
        if plain.isEmpty || plain == "." {
            self = 0
            return
        }
        guard let value = Decimal(string: plain) else { return nil }
        self = value
    }

    /// The text with grouping commas removed and a decimal comma made a point; nil when the
    /// commas cannot be read either way ("1,2,3").
    static func ungrouped(_ text: String) -> String? {
        guard text.contains(",") else { return text }
        if text.contains(".") { return text.replacing(",", with: "") }
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        if groups.dropFirst().allSatisfy({ $0.count == 3 }) { return text.replacing(",", with: "") }
        return groups.count == 2 ? text.replacing(",", with: ".") : nil
    }
}
