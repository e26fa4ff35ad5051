extension View {
    /// Digits of equal width: a terminal's digits always are, so nothing changes.
    public func monospacedDigit() -> some View { self }
}
