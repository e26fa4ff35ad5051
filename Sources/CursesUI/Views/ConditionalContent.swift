/// The result of an `if`/`else` (or `switch`) in a builder: one of two views.
///
/// The branch is part of the child's identity, so switching branches makes fresh state.
public struct ConditionalContent<First: View, Second: View>: View {
    enum Branch {
        case first(First)
        case second(Second)
    }
    let branch: Branch

    init(_ branch: Branch) { self.branch = branch }
}

extension ConditionalContent: PrimitiveView {
    func update(_ node: Node) -> [ViewChild] {
        switch branch {
        case .first(let view): [ViewChild(view, id: 0)]
        case .second(let view): [ViewChild(view, id: 1)]
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: Node) -> [ViewChild] {
        map { [ViewChild($0)] } ?? []
    }
}
