extension String {
    /// A number with up to two decimals, trailing zeros dropped: how chart axes write numbers.
    init(format2 value: Double) {
        let scaled = (value * 100).rounded() / 100
        self = scaled == scaled.rounded() && abs(scaled) < 1e15 ? String(Int(scaled)) : String(scaled)
    }
}
