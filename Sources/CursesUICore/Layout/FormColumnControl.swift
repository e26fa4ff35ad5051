/// The column of a ``Form``'s rows, laid out as iOS groups them: rows outside any ``Section``
/// form a section of their own, inset as a section's rows are, and a blank row parts them from
/// a section that follows.
final class FormColumnControl: Control {
    override var drawsOnlyChildren: Bool { true }

    override var children: [Control] {
        didSet { for child in children { child.stackAxis = .vertical } }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        var size = Size.zero
        placeRows(in: proposal) { _, rect in
            size.width = max(size.width, rect.maxX)
            size.height = rect.maxY
        }
        return Size(width: min(size.width, proposal.width), height: min(size.height, proposal.height))
    }

    override func layoutChildren() {
        let origin = frame.origin
        placeRows(in: frame.size) { child, rect in
            let placed = Rect(origin: Point(x: origin.x + rect.minX, y: origin.y + rect.minY), size: rect.size)
            child.place(placed.intersection(frame))
        }
    }

    /// Measures each row where the form puts it, in `size`, and hands over its frame there.
    private func placeRows(in size: Size, _ place: (Control, Rect) -> Void) {
        var y = 0
        var previousInSection: Bool?
        for child in children {
            let inSection = isInSection(child)
            if inSection, previousInSection == false { y += 1 }
            let inset = inSection ? 0 : 1
            let width = max(0, size.width - inset)
            var measured = child.measure(Size(width: width, height: size.height.isUnboundedLength ? size.height : max(0, size.height - y)))
            if child.spansStackCrossAxis { measured.width = width }
            place(child, Rect(x: inset, y: y, width: measured.width, height: measured.height))
            y += measured.height
            previousInSection = inSection
        }
    }

    /// True when `child` is (or is inside) a ``Section`` of this form.
    private func isInSection(_ child: Control) -> Bool {
        var node = child.node
        while let current = node, current !== self.node {
            if current.view is any SectionView { return true }
            node = current.parent
        }
        return false
    }
}
