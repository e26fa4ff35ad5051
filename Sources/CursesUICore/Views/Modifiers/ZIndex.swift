extension View {
    /// Would change the order in which overlapping views are drawn. Views in a `ZStack` draw
    /// in the order they are declared; the value is accepted and has no effect.
    public func zIndex(_ value: Double) -> some View { self }
}
