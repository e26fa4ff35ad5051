extension View {
    /// Digits of equal width: a terminal's digits always are, so nothing changes.
    public func monospacedDigit() -> some View { self }
}

extension Font {
    /// This font with digits of equal width: a terminal's digits always are, so the same font.
    public func monospacedDigit() -> Font { self }
}
