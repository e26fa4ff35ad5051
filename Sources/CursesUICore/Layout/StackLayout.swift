/// The row/column algorithm shared by stacks and by modifiers wrapping several controls:
/// children that do not expand along the axis are measured first, in order of layout priority
/// and then of declaration (or, when they do not all fit, of flexibility, as SwiftUI offers
/// space); those that do share what is left.
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
        if let guided = GuidedAlignment.offsets(of: children, sizes: sizes, along: axis.cross, alignment: alignment) {
            size[axis.cross] = guided.extent
        }
        // A child that expands fills the length offered, unless a scroll view offered an unbounded
        // one: there, as in SwiftUI, the stack is as long as its children want.
        // (A loop: a closure checked the executor on every call.)
        for child in children where child.expands(axis) && !proposal[axis].isUnboundedLength {
            size[axis] = max(size[axis], proposal[axis])
            break
        }
        return Size(width: min(size.width, proposal.width), height: min(size.height, proposal.height))
    }

    @MainActor
    func place(_ children: [Control], in frame: Rect) {
        for (child, childFrame) in zip(children, frames(of: children, in: frame)) { child.place(childFrame.intersection(frame)) }
    }

    /// Where each child goes in `frame`.
    @MainActor
    func frames(of children: [Control], in frame: Rect) -> [Rect] {
        let sizes = distribute(children, in: frame.size)
        let guided = GuidedAlignment.offsets(of: children, sizes: sizes, along: axis.cross, alignment: alignment)
        var frames: [Rect] = []
        frames.reserveCapacity(children.count)
        var offset = 0
        for (index, (child, measured)) in zip(children, sizes).enumerated() {
            var origin = frame.origin
            var size = measured
            if child.spansStackCrossAxis { size[axis.cross] = frame.size[axis.cross] }
            // Lined up by the children's own guides, the group is placed as one child would be.
            let across = guided.map { ($0.extent, $0.offsets[index]) } ?? (size[axis.cross], 0)
            if axis == .vertical {
                origin.y += offset
                origin.x += alignment.horizontal.offset(content: across.0, container: frame.size.width) + across.1
            } else {
                origin.x += offset
                origin.y += alignment.vertical.offset(content: across.0, container: frame.size.height) + across.1
            }
            frames.append(Rect(origin: origin, size: size))
            offset += size[axis] + spacing
        }
        return frames
    }

    @MainActor
    private func distribute(_ children: [Control], in proposal: Size) -> [Size] {
        // Appended: `Array(repeating:count:)` looked its storage class's metadata up at run time.
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for _ in children { sizes.append(.zero) }
        let available = max(0, proposal[axis] - spacing * max(0, children.count - 1))
        var remaining = available
        var expandingCount = 0
        // What the expanding children's minimum lengths (`Spacer(minLength:)`) hold back.
        var reserved = 0
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
        // Whether a child may have had less than it wants while another could have given way.
        var mayShare = false
        var previousPriority: Double?
        for position in children.indices {
            let index = prioritized.isEmpty ? position : prioritized[position]
            let child = children[index]
            if child.expands(axis) {
                expandingCount += 1
                reserved += Self.minimumLength(of: child, along: axis)
                continue
            }
            // All was given away before this child, or it takes all that is left while a child
            // of its own priority came before: the children may not all have what they want.
            // (A child taking the rest after only higher priorities, a form under its fields,
            // has what SwiftUI's order would give it.)
            if remaining <= 0 { mayShare = true }
            var offer = proposal
            offer[axis] = remaining
            sizes[index] = child.measure(offer)
            remaining -= sizes[index][axis]
            // A child that ends up with exactly what was left had what it wanted when it was
            // measured with more room before and took the same (a stack placed at the size it
            // measured): that is no shortage, and sharing would measure every child again.
            if remaining <= 0, let previousPriority, previousPriority == child.layoutPriority,
                remaining < 0 || !child.tookTheSame(sizes[index], withMoreRoomThan: offer, along: axis)
            {
                mayShare = true
            }
            previousPriority = child.layoutPriority
        }
        // Each child had all that was left and some left over: every one has the size it wants,
        // which is what SwiftUI's order gives too. Only a stack that ran out shares.
        if mayShare, available > 0 {
            remaining = shareInOrderOfFlexibility(children, sizes: &sizes, in: proposal, available: available)
        }
        // The expanding children share what is left, in the same order, without an array of them.
        var shared = 0
        for position in children.indices where shared < expandingCount {
            let index = prioritized.isEmpty ? position : prioritized[position]
            guard children[index].expands(axis) else { continue }
            var offer = proposal
            // In a scroll view's unbounded length each is offered all of it, as a `Spacer`
            // tells an unbounded offer from a share of one. Otherwise each has its minimum and
            // an equal share of the rest, as in SwiftUI.
            let minimum = reserved > 0 ? Self.minimumLength(of: children[index], along: axis) : 0
            reserved -= minimum
            if !proposal[axis].isUnboundedLength {
                offer[axis] = minimum + max(0, remaining - minimum - reserved) / (expandingCount - shared)
            }
            sizes[index] = children[index].measure(offer)
            remaining -= sizes[index][axis]
            shared += 1
        }
        return sizes
    }

    /// The length along `axis` an expanding child never goes under: a spacer's minimum.
    @MainActor
    private static func minimumLength(of child: Control, along axis: Axis) -> Int {
        (child as? SpacerControl)?.minLength[axis] ?? 0
    }

    /// SwiftUI's order for a stack whose children do not all get what they want: by layout
    /// priority (highest first), then from the least flexible (the smallest here, since every
    /// view takes less when offered less) to the most; each is offered an equal share of what
    /// its group has left, so a large child early in the stack no longer leaves none for the
    /// small ones after it. Children that expand still share what is left after these.
    /// The order of ``shareInOrderOfFlexibility``: a function outside the main actor, as a
    /// closure written there checked the executor at every comparison.
    private nonisolated static func sharesFirst(
        _ a: (index: Int, priority: Double, wanted: Int), _ b: (index: Int, priority: Double, wanted: Int)
    ) -> Bool {
        (a.priority, -a.wanted, -a.index) > (b.priority, -b.wanted, -b.index)
    }

    @MainActor
    private func shareInOrderOfFlexibility(_ children: [Control], sizes: inout [Size], in proposal: Size, available: Int) -> Int {
        var order: [(index: Int, priority: Double, wanted: Int)] = []
        order.reserveCapacity(children.count)
        var offer = proposal
        offer[axis] = available
        for index in children.indices where !children[index].expands(axis) {
            order.append((index, children[index].layoutPriority, children[index].measure(offer)[axis]))
        }
        order.sort(by: Self.sharesFirst)
        var remaining = available
        for (position, entry) in order.enumerated() {
            var sharing = 1
            while position + sharing < order.count, order[position + sharing].priority == entry.priority { sharing += 1 }
            offer[axis] = (max(0, remaining) + sharing - 1) / sharing  // rounded up: a row is not split
            sizes[entry.index] = children[entry.index].measure(offer)
            remaining -= sizes[entry.index][axis]
        }
        return remaining
    }
}
