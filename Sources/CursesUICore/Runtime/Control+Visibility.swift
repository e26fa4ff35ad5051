extension Control {
    /// True when no clipping container above (a scroll view's window, the screen) cuts off
    /// any of this control: all of it is drawn.
    var isShownWhole: Bool {
        guard frame.size.width > 0, frame.size.height > 0 else { return false }
        return shows(frame.origin) && shows(Point(x: frame.maxX - 1, y: frame.maxY - 1))
    }

    /// Tells the containers above that this control's focus changed: the scroll views around a
    /// focused one bring it into view at their next layout.
    func tellAncestorsFocusChanged() {
        var ancestor = parent
        while let current = ancestor {
            current.descendantFocusDidChange(self)
            ancestor = current.parent
        }
    }
}
