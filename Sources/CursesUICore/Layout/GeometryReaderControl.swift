/// Takes all the space offered and tells its view the size it got, building the content again
/// (during this layout, not in a second pass) when the size changes.
final class GeometryReaderControl: Control {
    /// The frame the content was last built for.
    private(set) var builtFrame = Rect.zero

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    override func layoutChildren() {
        if frame != builtFrame {
            builtFrame = frame
            node?.evaluate()
        }
        for child in children {
            child.place(Rect(origin: frame.origin, size: child.measure(frame.size)))
        }
    }
}
