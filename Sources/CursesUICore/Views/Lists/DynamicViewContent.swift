/// A view that makes one view per element of a collection, as SwiftUI's `DynamicViewContent`:
/// `ForEach`, and a `ForEach` with modifiers. Its rows in a ``List`` or ``Form`` can be
/// deleted (`onDelete`) and moved (`onMove`); `import CursesUI` brings those two with
/// Foundation's `IndexSet`, as SwiftUI spells them.
public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent {
    /// The collection of the content.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Deletes rows by their offsets in ``data``: the framework's side of `onDelete(perform:)`,
    /// which the `CursesUI` module offers with `IndexSet`. Del (or Backspace) on a row calls
    /// it with that row's offset.
    @_spi(EditActions)
    public func onDelete(offsets action: (([Int]) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditActionsModifier(change: { $0.delete = action }))
    }

    /// Moves rows by their offsets in ``data`` to stand before `destination`: the framework's
    /// side of `onMove(perform:)`. Alt-↑/Alt-↓ on a row in edit mode call it.
    @_spi(EditActions)
    public func onMove(offsets action: (([Int], Int) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditActionsModifier(change: { $0.move = action }))
    }
}

/// What the rows of a `ForEach` can do to their data: be deleted, be moved.
struct RowEditActions {
    var delete: (([Int]) -> Void)?
    var move: (([Int], Int) -> Void)?
}

/// Hands the `ForEach` inside its delete or move action through the environment.
@usableFromInline struct RowEditActionsModifier: NodeModifier {
    let change: (inout RowEditActions) -> Void

    func apply(to node: Node) {
        var actions = node.environment.rowEditActions ?? RowEditActions()
        change(&actions)
        node.childEnvironment.rowEditActions = actions
    }
}

private struct RowEditActionsKey: EnvironmentKey {
    static var defaultValue: RowEditActions? { nil }
}

private struct MakesListRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The edit actions for the `ForEach` just inside (cleared below it).
    var rowEditActions: RowEditActions? {
        get { self[RowEditActionsKey.self] }
        set { self[RowEditActionsKey.self] = newValue }
    }

    /// True in a `List` or `Form` outside any row: a `ForEach` here makes list rows, which
    /// take focus, edit keys and row actions.
    var makesListRows: Bool {
        get { self[MakesListRowsKey.self] }
        set { self[MakesListRowsKey.self] = newValue }
    }
}
