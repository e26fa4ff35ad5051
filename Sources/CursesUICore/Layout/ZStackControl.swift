/// Places every child in the same area, aligned; later children draw over earlier ones.
final class ZStackControl: Control {
    var alignment: Alignment

    init(node: Node?, alignment: Alignment) {
        self.alignment = alignment
        super.init(node: node)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        var size = Size.zero
        for child in children {
            let childSize = child.measure(proposal)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        return size
    }

    override func layoutChildren() {
        for child in children {
            let size = child.measure(frame.size)
            let origin = Point(
                x: frame.minX + alignment.horizontal.offset(content: size.width, container: frame.size.width),
                y: frame.minY + alignment.vertical.offset(content: size.height, container: frame.size.height))
            child.place(Rect(origin: origin, size: size))
        }
    }
}
