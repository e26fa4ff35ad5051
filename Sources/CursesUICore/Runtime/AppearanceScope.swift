/// A part of the screen that is shown or hidden as a whole, with the views inside it: a
/// navigation stack's screen (hidden while another is pushed over it), a tab view's page
/// (hidden while another tab is shown), the view a full-screen cover covers. As on iOS, the
/// `onAppear` and `task` of a view inside run when the part shows, its `onDisappear` runs
/// and its `task` is cancelled when the part hides, and they run again when it shows again.
@MainActor
final class AppearanceScope {
    /// The part this one lies in, if any: this one shows only while that one does.
    private weak var parent: AppearanceScope?
    /// Whether this part itself is shown (its parent may still hide it).
    private var isVisible = true
    /// The views with lifecycle actions in this part, outside lazy containers.
    private var members: [ObjectIdentifier: ViewAppearance] = [:]
    /// The scroll views in this part that watch lazy rows.
    private var trackers: [ObjectIdentifier: WeakTracker] = [:]
    /// The parts inside this one.
    private var children: [ObjectIdentifier: WeakScope] = [:]

    init(parent: AppearanceScope?) {
        self.parent = parent
        parent?.children[ObjectIdentifier(self)] = WeakScope(scope: self)
    }

    isolated deinit { parent?.children[ObjectIdentifier(self)] = nil }

    /// True while this part and every part around it are shown.
    var isShown: Bool { isVisible && (parent?.isShown ?? true) }

    /// Shows or hides this part; the views inside settle after the current update.
    func setVisible(_ visible: Bool, graph: ViewGraph) {
        guard visible != isVisible else { return }
        let wasShown = isShown
        isVisible = visible
        if isShown != wasShown { shownDidChange(graph: graph) }
    }

    private func shownDidChange(graph: ViewGraph) {
        for member in members.values { graph.afterUpdate { member.settle() } }
        for tracker in trackers.values { tracker.tracker?.scopeDidChange(graph: graph) }
        for child in children.values where child.scope?.isVisible == true { child.scope?.shownDidChange(graph: graph) }
    }

    func add(_ appearance: ViewAppearance) { members[ObjectIdentifier(appearance)] = appearance }

    func remove(_ appearance: ViewAppearance) { members[ObjectIdentifier(appearance)] = nil }

    func add(_ tracker: LazyAppearanceTracker) {
        guard tracker.scope !== self else { return }
        tracker.scope = self
        trackers[ObjectIdentifier(tracker)] = WeakTracker(tracker: tracker)
    }

    func remove(_ tracker: LazyAppearanceTracker) { trackers[ObjectIdentifier(tracker)] = nil }

    private struct WeakTracker {
        weak var tracker: LazyAppearanceTracker?
    }

    private struct WeakScope {
        weak var scope: AppearanceScope?
    }
}

/// Makes the view it modifies a part of the screen shown while `isVisible` is true (a tab's
/// page, the view under a full-screen cover): see ``AppearanceScope``.
@usableFromInline struct AppearanceScopeModifier: NodeModifier {
    let isVisible: Bool

    func apply(to node: Node) { node.makeAppearanceScope(isVisible: isVisible) }
}

extension Node {
    /// Makes what is inside this node a part of the screen shown while `isVisible` is true.
    func makeAppearanceScope(isVisible: Bool) {
        let parent = environment.appearanceScope
        let scope = storage(for: "appearanceScope") { AppearanceScope(parent: parent) }
        scope.setVisible(isVisible, graph: graph)
        if childEnvironment.appearanceScope !== scope { childEnvironment.appearanceScope = scope }
    }
}
