/// Places every child in the same area, aligned; later children draw over earlier ones.
final class ZStackControl: Control {
    override var drawsOnlyChildren: Bool { true }

    var alignment: Alignment

    init(node: Node?, alignment: Alignment) {
        self.alignment = alignment
        super.init(node: node)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        var size = Size.zero
        var sizes: [Size] = []
        for child in children {
            let childSize = child.measure(proposal)
            if GuidedAlignment.mayApply(alignment) { sizes.append(childSize) }
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        if let guided = GuidedAlignment.offsets(of: children, sizes: sizes, along: .horizontal, alignment: alignment) {
            size.width = guided.extent
        }
        if let guided = GuidedAlignment.offsets(of: children, sizes: sizes, along: .vertical, alignment: alignment) {
            size.height = guided.extent
        }
        return size
    }

    override func layoutChildren() {
        for (child, childFrame) in zip(children, frames(in: frame)) { child.place(childFrame) }
    }

    /// Where each child goes in `frame`.
    func frames(in frame: Rect) -> [Rect] {
        var sizes: [Size] = []  // a loop: a closure here checked the executor for every child
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(child.measure(frame.size)) }
        // Children that set their own guides are lined up by them, the group placed as one.
        let across = GuidedAlignment.offsets(of: children, sizes: sizes, along: .horizontal, alignment: alignment)
        let down = GuidedAlignment.offsets(of: children, sizes: sizes, along: .vertical, alignment: alignment)
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        for (index, size) in sizes.enumerated() {
            let width = across?.extent ?? size.width
            let height = down?.extent ?? size.height
            let origin = Point(
                x: frame.minX + alignment.horizontal.offset(content: width, container: frame.size.width) + (across?.offsets[index] ?? 0),
                y: frame.minY + alignment.vertical.offset(content: height, container: frame.size.height) + (down?.offsets[index] ?? 0))
            frames.append(Rect(origin: origin, size: size))
        }
        return frames
    }
}
