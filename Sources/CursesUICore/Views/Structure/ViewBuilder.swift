/// Builds a view from the statements of a `body` or a container's content closure.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// Builds views written in a `@ViewBuilder` block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(.first(first))
    }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(.second(second))
    }

    /// Builds views written in a `@ViewBuilder` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
