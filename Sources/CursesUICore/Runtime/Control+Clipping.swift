/// Where the containers above a control cut it off.
extension Control {
    /// False when a container above that clips its children (a scroll view, its window) cuts
    /// this control off at `point`: the renderer draws nothing of it there.
    final func shows(_ point: Point) -> Bool {
        var ancestor = parent
        while let current = ancestor {
            if current.clipsChildren, !current.frame.contains(point) { return false }
            ancestor = current.parent
        }
        return true
    }
}
