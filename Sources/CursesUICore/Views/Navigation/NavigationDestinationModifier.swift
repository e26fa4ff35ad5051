/// Registers a screen's `.navigationDestination(for:)` with its stack while it is evaluated.
@usableFromInline struct NavigationDestinationModifier<D: Hashable>: NodeModifier {
    let type: D.Type
    let destination: (D) -> AnyView

    func apply(to node: Node) {
        node.environment.navigationContext?.register(type, destination: destination)
    }
}
