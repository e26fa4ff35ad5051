import CursesUICore
import Foundation

/// One view of a custom layout, as SwiftUI's `LayoutSubview`: asked its size, then placed.
public struct LayoutSubview {
    let proxy: _LayoutSubview

    /// The view's layout priority.
    @MainActor public var priority: Double { proxy.priority }

    /// The size the view takes when offered `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal.framework)
        return CGSize(width: size.width, height: size.height)
    }

    /// The view's width and height when offered `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(_width: Double(size.width), height: Double(size.height))
    }

    /// Places the view with its `anchor` at `position`, sized as it is when offered `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(x: position.x, y: position.y, anchor: anchor, proposal: proposal.framework)
    }
}

/// The views of a custom layout, in order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let views: [LayoutSubview]

    /// The first position.
    public var startIndex: Int { 0 }
    /// The position after the last.
    public var endIndex: Int { count }
    /// How many views there are.
    public let count: Int

    init(_ views: [LayoutSubview]) {
        self.views = views
        count = views.count
    }

    /// The view at `index`.
    public subscript(index: Int) -> LayoutSubview { views[index] }
}
