/// A reference to a node that keeps it alive no more than `weak` does and reads nil once the
/// node is gone, without the side table a `weak` reference gives its object: once an object
/// has one, every retain and release of it takes the runtime's slow path, and nodes are
/// retained and released all through an update.
///
/// Each node makes one when it is made and empties it when it ends; the node is read from it
/// on the main actor only, where nodes end.
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var node: Node?

    init() {}
}
