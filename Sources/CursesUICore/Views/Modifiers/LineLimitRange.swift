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
