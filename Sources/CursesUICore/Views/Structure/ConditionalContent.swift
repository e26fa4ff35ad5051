/// The result of an `if`/`else` (or `switch`) in a builder: one of two views.
///
/// The branch is part of the child's identity, so switching branches makes fresh state.
public struct ConditionalContent<First: View, Second: View>: View {
    enum Branch {
        case first(First)
        case second(Second)
    }
    nonisolated(unsafe) let branch: Branch

    init(_ branch: Branch) { self.branch = branch }
}

extension ConditionalContent: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
    func hasSameConfiguration(as other: Self) -> Bool { true }

    var childViews: [ViewChild] {
        switch branch {
        case .first(let view): [ViewChild(view, position: 0)]
        case .second(let view): [ViewChild(view, position: 1)]
        }
    }
}

extension ConditionalContent: ComparedCaseByCase {
    nonisolated static var caseComparison: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let first = ValueComparer.of(First.self).inPlace
        let second = ValueComparer.of(Second.self).inPlace
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee.branch, b.assumingMemoryBound(to: Self.self).pointee.branch) {
            case (.first(let a), .first(let b)): withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in first(a, b) } }
            case (.second(let a), .second(let b)): withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in second(a, b) } }
            default: false
            }
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body of its own.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func configure(_ node: Node) -> [ViewChild] { childViews }
}

extension Optional: ContainerView where Wrapped: View {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    var childViews: [ViewChild] { map { [ViewChild($0)] } ?? [] }
    func hasSameConfiguration(as other: Self) -> Bool { true }
}
