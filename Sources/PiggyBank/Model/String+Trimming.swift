extension String {
    /// The string without leading and trailing white space (FoundationEssentials has no
    /// `trimmingCharacters`, and the app does not pull in all of Foundation for it).
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}
