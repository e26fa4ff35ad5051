/// What goes in a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s, gathered by a ``ToolbarContentBuilder``. Here toolbar content is a
/// view too, so `.toolbar { content }` takes it as its items.
///
/// ```swift
/// @ToolbarContentBuilder
/// var toolbarContent: some ToolbarContent {
///     ToolbarItem(placement: .primaryAction) { Button("Add", action: add) }
///     ToolbarItemGroup(placement: .secondaryAction) { Button("Export", action: export) }
/// }
/// ```
public protocol ToolbarContent: View {}

/// Builds ``ToolbarContent`` from the items written in a block, as SwiftUI's
/// `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Items written one after another.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        TupleView<repeat each Content>
    > {
        TupleToolbarContent(content: TupleView(repeat each content))
    }

    /// Items under an `if`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent<Content?> {
        TupleToolbarContent(content: content)
    }

    /// The items of an `if`'s first branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        first: First
    ) -> TupleToolbarContent<ConditionalContent<First, Second>> {
        TupleToolbarContent(content: ConditionalContent(.first(first)))
    }

    /// The items of an `else`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        second: Second
    ) -> TupleToolbarContent<ConditionalContent<First, Second>> {
        TupleToolbarContent(content: ConditionalContent(.second(second)))
    }
}

/// Several toolbar items built together by a ``ToolbarContentBuilder``, as SwiftUI's
/// `TupleToolbarContent`.
public struct TupleToolbarContent<Content: View>: ToolbarContent {
    let content: Content

    /// The view's content: the items.
    public var body: some View { content }
}
