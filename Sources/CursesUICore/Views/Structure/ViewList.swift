/// A view that stands for several views side by side in its container — a builder's tuple,
/// `ForEach`, `Group`, an `if`/`else` — so that a picker finds its tagged options and a tab
/// view its pages through any of them.
@MainActor
protocol ViewList {
    /// The views it stands for, in order.
    var listedViews: [any View] { get }
}

extension TupleView: ViewList {
    var listedViews: [any View] {
        var views: [any View] = []
        for child in repeat each content { views.append(child) }
        return views
    }
}

extension ForEach: ViewList where Content: View {
    var listedViews: [any View] { data.map { content($0) } }
}

extension Group: ViewList {
    var listedViews: [any View] { [content] }
}

extension ConditionalContent: ViewList {
    var listedViews: [any View] {
        switch branch {
        case .first(let view): [view]
        case .second(let view): [view]
        }
    }
}
