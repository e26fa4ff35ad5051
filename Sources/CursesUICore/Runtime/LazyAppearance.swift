/// Whether a view with lifecycle actions (`onAppear`, `onDisappear`, `task`) inside a lazy
/// container shows in its scroll view's window, as SwiftUI makes a lazy row when it scrolls
/// into view: the actions follow what ``LazyAppearanceTracker`` finds at each layout of the
/// scroll view, not the node's coming into the graph.
@MainActor
final class LazyAppearance {
    /// The node of the modifier whose actions these are.
    let node: NodeReference
    /// True while some of the view is in the window (as of the last layout of the scroll view).
    var isShown = false
    /// The tracker watching it, once one does.
    weak var tracker: LazyAppearanceTracker?
    /// True once the node left the graph.
    private(set) var isGone = false
    /// Runs after the update in which the view came into the window.
    var onShow: (@MainActor () -> Void)?
    /// Runs after the update in which the view left the window.
    var onHide: (@MainActor () -> Void)?

    init(node: NodeReference) { self.node = node }

    /// Called when the node leaves the graph (its disappear action ran, if it was shown).
    func leave() {
        isGone = true
        isShown = false
        tracker?.didLeave()
    }

    /// Where the view's controls start along `axis` and how far they reach; nil for a view
    /// that has none (an empty branch), which has no row to show.
    func span(along axis: Axis) -> (start: Int, end: Int)? {
        guard !isGone, let node = node.node else { return nil }
        var span: (start: Int, end: Int)?
        for control in node.flattenedControls {
            let frame = control.frame
            let start = axis == .vertical ? frame.minY : frame.minX
            let end = axis == .vertical ? frame.maxY : frame.maxX
            span = span.map { (min($0.start, start), max($0.end, end)) } ?? (start, end)
        }
        return span
    }

    /// True when some of the view's controls lie in `window`.
    func isInside(_ window: Rect) -> Bool {
        guard !isGone, let node = node.node else { return false }
        for control in node.flattenedControls {
            let frame = control.frame
            // A line of no height (a `Color.clear` trigger) shows where it stands; a control
            // of no size at all (a hidden one) shows nowhere.
            let isLine = frame.size.width > 0 || frame.size.height > 0
            if frame.isEmpty ? isLine && window.contains(frame.origin) : frame.intersects(window) { return true }
        }
        return false
    }
}

extension Node {
    /// The appearance of this node when it is inside a lazy container (a `List`, a
    /// `LazyVStack`…) in a scroll view, watched by that scroll view; nil elsewhere, where the
    /// node's actions follow it into and out of the graph. `leave` is the node's disappear
    /// action: it runs when the node leaves the graph.
    func lazyAppearance(leave: (@MainActor (LazyAppearance) -> Void)? = nil) -> LazyAppearance? {
        guard environment.rowsAppearLazily, let tracker = environment.lazyAppearanceTracker else { return nil }
        let appearance = storage(for: "lazyAppearance") { LazyAppearance(node: reference) }
        tracker.watch(appearance)
        attributes[DisappearAttribute.self] = {
            leave?(appearance)
            appearance.leave()
        }
        return appearance
    }
}
