import CursesUICore
import Foundation

/// A container's own rules for sizing and placing its views, as SwiftUI's `Layout`. Write
/// `sizeThatFits` and `placeSubviews` in points; the terminal turns them into cells (about 8
/// points a column and 17 a row in a SwiftUI program), rounding each view's place.
///
/// ```swift
/// struct RadialLayout: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (index, subview) in subviews.enumerated() { … subview.place(at: point, anchor: .center, proposal: .unspecified) }
///     }
/// }
///
/// RadialLayout { ForEach(items) { Text($0.name) } }
/// ```
@MainActor @preconcurrency
public protocol Layout {
    /// What the layout keeps between calls; `Void` when nothing.
    associatedtype Cache = Void
    /// The views the layout places.
    typealias Subviews = LayoutSubviews

    /// The size the container takes when offered `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each view in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date after the views changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The view that lays `content` out by this layout. Not SwiftUI's: the stack layouts give
    /// the framework's own stacks; leave it to its default.
    func _makeView(_ content: AnyView) -> AnyView
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The views laid out by this layout.
    public func _makeView(_ content: AnyView) -> AnyView {
        let box = LayoutCacheBox<Cache>()
        return AnyView(
            _CustomLayout(
                sizing: { proposal, proxies in
                    let subviews = LayoutSubviews(proxies.map(LayoutSubview.init))
                    var cache = box.cache(for: self, subviews: subviews)
                    let size = sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
                    box.cache = cache
                    return (Double(size.width), Double(size.height))
                },
                placing: { bounds, proposal, proxies in
                    let subviews = LayoutSubviews(proxies.map(LayoutSubview.init))
                    var cache = box.cache(for: self, subviews: subviews)
                    placeSubviews(
                        in: CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height),
                        proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
                    box.cache = cache
                },
                content: { content }))
    }

    /// Lays out `content` by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _makeView(AnyView(content())) }
}

/// A layout's cache, kept while its view is on screen.
@MainActor
final class LayoutCacheBox<Cache> {
    var cache: Cache?

    func cache<L: Layout>(for layout: L, subviews: LayoutSubviews) -> Cache where L.Cache == Cache {
        if var cache {
            layout.updateCache(&cache, subviews: subviews)
            return cache
        }
        return layout.makeCache(subviews: subviews)
    }
}
