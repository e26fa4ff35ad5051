/// The row/column algorithm shared by stacks and by modifiers wrapping several controls:
/// children that do not expand along the axis are measured first, in order of layout priority
/// and then of declaration; those that do share what is left.
struct StackLayout {
    var axis: Axis
    var alignment: Alignment
    var spacing: Int

    static let column = StackLayout(axis: .vertical, alignment: .topLeading, spacing: 0)

    @MainActor
    func size(of children: [Control], in proposal: Size) -> Size {
        let sizes = distribute(children, in: proposal)
        var size = Size.zero
        for childSize in sizes {
            size[axis] += childSize[axis]
            size[axis.cross] = max(size[axis.cross], childSize[axis.cross])
        }
        size[axis] += spacing * max(0, sizes.count - 1)
        for child in children where child.expands(axis) {  // a loop: a closure checked the executor on every call
            size[axis] = max(size[axis], proposal[axis])
            break
        }
        return Size(width: min(size.width, proposal.width), height: min(size.height, proposal.height))
    }

    @MainActor
    func place(_ children: [Control], in frame: Rect) {
        let sizes = distribute(children, in: frame.size)
        var offset = 0
        for (child, size) in zip(children, sizes) {
            var origin = frame.origin
            if axis == .vertical {
                origin.y += offset
                origin.x += alignment.horizontal.offset(content: size.width, container: frame.size.width)
            } else {
                origin.x += offset
                origin.y += alignment.vertical.offset(content: size.height, container: frame.size.height)
            }
            child.place(Rect(origin: origin, size: size).intersection(frame))
            offset += size[axis] + spacing
        }
    }

    @MainActor
    private func distribute(_ children: [Control], in proposal: Size) -> [Size] {
        var sizes = [Size](repeating: .zero, count: children.count)
        var remaining = max(0, proposal[axis] - spacing * max(0, children.count - 1))
        var expanding: [Int] = []
        // Declaration order unless a child has a priority: no array is made for the usual stack.
        var prioritized: [Int] = []
        var hasPriorities = false
        for child in children where child.layoutPriority != 0 {
            hasPriorities = true
            break
        }
        if hasPriorities {
            prioritized = children.indices.sorted { children[$0].layoutPriority > children[$1].layoutPriority }  // stable
        }
        for position in children.indices {
            let index = prioritized.isEmpty ? position : prioritized[position]
            let child = children[index]
            if child.expands(axis) {
                expanding.append(index)
                continue
            }
            var offer = proposal
            offer[axis] = remaining
            sizes[index] = child.measure(offer)
            remaining -= sizes[index][axis]
        }
        for (position, index) in expanding.enumerated() {
            var offer = proposal
            offer[axis] = remaining / (expanding.count - position)
            sizes[index] = children[index].measure(offer)
            remaining -= sizes[index][axis]
        }
        return sizes
    }
}
