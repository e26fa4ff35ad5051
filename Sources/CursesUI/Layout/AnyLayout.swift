import CursesUICore
import Foundation

/// Any layout, as SwiftUI's `AnyLayout`: switch a container between layouts with a condition.
///
/// ```swift
/// let layout = isRadial ? AnyLayout(RadialLayout()) : AnyLayout(HStackLayout())
/// layout { ForEach(items) { ItemView(item: $0) } }
/// ```
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, whatever its type.
    public typealias Cache = Any

    private let sizing: @MainActor (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
    private let placing: @MainActor (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    private let caching: @MainActor (LayoutSubviews) -> Any
    private let making: @MainActor (AnyView) -> AnyView

    /// `layout`, its type erased.
    public init<L: Layout>(_ layout: L) {
        sizing = { proposal, subviews, cache in
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        placing = { bounds, proposal, subviews, cache in
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            cache = typed
        }
        caching = { layout.makeCache(subviews: $0) }
        making = { layout._makeView($0) }
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        sizing(proposal, subviews, &cache)
    }

    /// The wrapped layout's places.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        placing(bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Any { caching(subviews) }

    /// The wrapped layout's view.
    public func _makeView(_ content: AnyView) -> AnyView { making(content) }
}
