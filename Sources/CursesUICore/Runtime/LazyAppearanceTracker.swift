/// The views with lifecycle actions inside one scroll view's lazy content (a `List`'s rows, a
/// `LazyVStack`'s), and which of them are in its window. After each layout of the scroll view
/// it runs `onAppear` and starts `task`s for the views that came into the window, and runs
/// `onDisappear` and cancels `task`s for those that left it, as SwiftUI does while a lazy
/// container scrolls.
///
/// The views are kept in content order, with where each started at the last sort: a scroll
/// checks the views shown and those at the window's offsets, not every row. When a view near
/// the window is no longer where it was (rows added, removed or resized), they are sorted again.
@MainActor
final class LazyAppearanceTracker {
    /// The views watched, in content order at the last sort.
    private var watched: [ViewAppearance] = []
    /// Where each of `watched` started in the content at the last sort.
    private var starts: [Int] = []
    /// The longest of them then, along the axis: how far before the window one may start.
    private var longest = 0
    private var shown: [ViewAppearance] = []
    private var needsSorting = false
    private let control: ControlReference
    /// The part of the screen the scroll view is in, once a watched view said.
    weak var scope: AppearanceScope?

    init(control: ControlReference) { self.control = control }

    /// Starts watching `appearance`; the scroll view lays out again to place it.
    func watch(_ appearance: ViewAppearance) {
        guard appearance.tracker == nil else { return }
        appearance.tracker = self
        watched.append(appearance)
        starts.append(.min)
        needsSorting = true
        control.control?.setNeedsLayout()
    }

    /// Called when a watched view left the graph.
    func didLeave() { needsSorting = true }

    /// Finds which views are in `window` and queues the actions of those that came or went.
    /// `contentOrigin` is where the scrolled content starts along `axis`: a view's offset from
    /// it stays the same while only the scroll offset changes.
    func update(window: Rect, axis: Axis, contentOrigin: Int, graph: ViewGraph?) {
        guard let graph, !watched.isEmpty else { return }
        shown.removeAll { appearance in
            if appearance.isGone { return true }
            guard !appearance.isInside(window) else { return false }
            settle(appearance, shown: false, graph: graph)
            return true
        }
        let low = (axis == .vertical ? window.minY : window.minX) - contentOrigin
        let high = (axis == .vertical ? window.maxY : window.maxX) - contentOrigin
        if needsSorting { sort(axis: axis, contentOrigin: contentOrigin) }
        var candidates = range(from: low - longest, to: high)
        if !startsHold(around: candidates, axis: axis, contentOrigin: contentOrigin) {
            sort(axis: axis, contentOrigin: contentOrigin)
            candidates = range(from: low - longest, to: high)
        }
        for appearance in watched[candidates] where !appearance.isInWindow && appearance.isInside(window) {
            settle(appearance, shown: true, graph: graph)
            shown.append(appearance)
        }
    }

    private func settle(_ appearance: ViewAppearance, shown: Bool, graph: ViewGraph) {
        appearance.isInWindow = shown
        graph.afterUpdate { appearance.settle() }
    }

    /// The part of the screen the scroll view is in was shown or hidden: the views in the
    /// window appear or disappear with it.
    func scopeDidChange(graph: ViewGraph) {
        for appearance in shown { graph.afterUpdate { appearance.settle() } }
    }

    isolated deinit { scope?.remove(self) }

    /// Drops the views that left the graph and orders the rest by where they start now.
    private func sort(axis: Axis, contentOrigin: Int) {
        needsSorting = false
        let placed = watched.filter { !$0.isGone }
            .map { appearance in (appearance, appearance.span(along: axis).map { ($0.start - contentOrigin, $0.end - $0.start) }) }
            .sorted { ($0.1?.0 ?? .min) < ($1.1?.0 ?? .min) }
        watched = placed.map(\.0)
        starts = placed.map { $0.1?.0 ?? .min }
        longest = placed.reduce(0) { max($0, $1.1?.1 ?? 0) }
    }

    /// The watched views that start in `low..<high`.
    private func range(from low: Int, to high: Int) -> Range<Int> {
        firstIndex(startingAtLeast: low)..<firstIndex(startingAtLeast: high)
    }

    private func firstIndex(startingAtLeast offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// True when the views in `candidates`, and one on each side, start where they did at the
    /// last sort: nothing near the window moved but by the scroll offset.
    private func startsHold(around candidates: Range<Int>, axis: Axis, contentOrigin: Int) -> Bool {
        let checked = max(0, candidates.lowerBound - 1)..<min(watched.count, candidates.upperBound + 1)
        for index in checked {
            let start = watched[index].span(along: axis).map { $0.start - contentOrigin } ?? .min
            if start != starts[index] { return false }
        }
        return true
    }
}
