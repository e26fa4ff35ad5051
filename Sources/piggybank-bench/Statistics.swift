#if canImport(Glibc)
    import Glibc
#endif

/// Medians, percentiles and the clock the benchmark measures with.
enum Statistics {
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// Microseconds `body` took.
    static func microseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    }

    /// The peak resident set size of this process, in KiB.
    static var peakRSSKiB: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }

    /// `value` with `digits` decimals, rounded (FoundationEssentials has no number formatter).
    static func format(_ value: Double, digits: Int) -> String {
        var scaled = value
        for _ in 0..<digits { scaled *= 10 }
        let rounded = Int(scaled.rounded())
        guard digits > 0 else { return "\(rounded)" }
        var divisor = 1
        for _ in 0..<digits { divisor *= 10 }
        let fraction = String(abs(rounded) % divisor)
        return "\(rounded / divisor).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }
}
