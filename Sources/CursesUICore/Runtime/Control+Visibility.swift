extension Control {
    /// True when no clipping container above (a scroll view's window, the screen) cuts off
    /// any of this control: all of it is drawn.
    var isShownWhole: Bool {
        guard frame.size.width > 0, frame.size.height > 0 else { return false }
        return shows(frame.origin) && shows(Point(x: frame.maxX - 1, y: frame.maxY - 1))
    }

    /// Tells the scroll views around this control to bring it into view at their next layout,
    /// as they do when it takes the focus.
    func revealInScrollViews() {
        var ancestor = parent
        while let current = ancestor {
            current.descendantFocusDidChange(self)
            ancestor = current.parent
        }
    }
}
