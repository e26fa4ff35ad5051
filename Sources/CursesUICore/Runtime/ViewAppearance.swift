/// Whether a view with lifecycle actions (`onAppear`, `onDisappear`, `task`) is on screen,
/// where that can change while the view stays in the graph: a row of a lazy container, shown
/// while it is in its scroll view's window (as ``LazyAppearanceTracker`` finds at each layout
/// of the scroll view), and a view in an ``AppearanceScope`` (a navigation screen, a tab's
/// page), shown while that part of the screen is. The actions follow that, not the node's
/// coming into the graph, as SwiftUI's do.
@MainActor
final class ViewAppearance {
    /// The node of the modifier whose actions these are.
    let node: NodeReference
    /// True while some of the view is in its scroll view's window (as of the last layout of
    /// the scroll view); always true outside a lazy container.
    var isInWindow: Bool
    /// The tracker watching it, in a lazy container.
    weak var tracker: LazyAppearanceTracker?
    /// The part of the screen it is in; nil: the whole screen, always shown.
    weak var scope: AppearanceScope?
    /// True once the node left the graph.
    private(set) var isGone = false
    /// True after `onShow` ran, until `onHide` runs.
    private(set) var hasAppeared = false
    /// Runs after the update in which the view came on screen.
    var onShow: (@MainActor () -> Void)?
    /// Runs after the update in which the view left the screen.
    var onHide: (@MainActor () -> Void)?

    init(node: NodeReference, isInWindow: Bool) {
        self.node = node
        self.isInWindow = isInWindow
    }

    /// Runs `onShow` or `onHide` when whether the view is on screen changed since either ran.
    func settle() {
        let shows = !isGone && isInWindow && (scope?.isShown ?? true)
        guard shows != hasAppeared else { return }
        hasAppeared = shows
        (shows ? onShow : onHide)?()
    }

    /// Called when the node leaves the graph, after its disappear action ran.
    func leave() {
        isGone = true
        isInWindow = false
        hasAppeared = false
        tracker?.didLeave()
        scope?.remove(self)
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
    /// The appearance of this node when whether it is on screen can change while it stays in
    /// the graph: inside a lazy container (a `List`, a `LazyVStack`…) in a scroll view, or in
    /// an ``AppearanceScope``; nil elsewhere, where the node's actions follow it into and out
    /// of the graph. `leave` is the node's disappear action: it runs when the node leaves the
    /// graph.
    func appearance(leave: (@MainActor (ViewAppearance) -> Void)? = nil) -> ViewAppearance? {
        let scope = environment.appearanceScope
        let tracker = environment.rowsAppearLazily ? environment.lazyAppearanceTracker : nil
        guard tracker != nil || scope != nil else { return nil }
        let appearance = storage(for: "appearance") {
            let appearance = ViewAppearance(node: reference, isInWindow: tracker == nil)
            appearance.scope = scope
            if let tracker {
                tracker.watch(appearance)
                scope?.add(tracker)
            } else {
                scope?.add(appearance)
                graph.afterUpdate { appearance.settle() }
            }
            return appearance
        }
        attributes[DisappearAttribute.self] = {
            leave?(appearance)
            appearance.leave()
        }
        return appearance
    }
}
