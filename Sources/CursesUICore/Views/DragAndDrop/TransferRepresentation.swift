/// How a ``Transferable`` type's values become data, as `CoreTransferable`'s
/// `TransferRepresentation`: ``CodableRepresentation`` and ``ProxyRepresentation``, one or
/// several in a ``TransferRepresentationBuilder``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type whose values this represents.
    associatedtype Item: Transferable
}

/// Builds a ``Transferable`` type's representations, as `CoreTransferable`'s
/// `TransferRepresentationBuilder`: one representation, or several in order of preference.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// The first representation.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }

    /// The representations so far followed by `next`.
    public static func buildPartialBlock<A: TransferRepresentation, N: TransferRepresentation>(
        accumulated: A, next: N
    ) -> _TransferRepresentations<Item> where A.Item == Item, N.Item == Item {
        _TransferRepresentations()
    }
}

/// Several representations of `Item`, in order of preference (a result builder's result). A
/// terminal transfers nothing, so it keeps none of them.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {}
