/// Where children go along one axis when some set their own guide for the alignment in use
/// (`.alignmentGuide(_:computeValue:)`) or the alignment is a custom one: each child's guide
/// falls on one line, as in SwiftUI. A custom guide a view sets inside a stack (through
/// padding and other stacks) is the stack's guide too, so labels in two `VStack`s side by
/// side line up; the first child that sets it gives it, as in SwiftUI.
enum GuidedAlignment {
    /// True when a stack or `ZStack` with `alignment` may line its children up by guides, so
    /// it keeps their sizes for ``offsets(of:sizes:along:alignment:)``.
    @MainActor
    static func mayApply(_ alignment: Alignment) -> Bool {
        AlignmentGuideControl.isInUse || alignment.horizontal.key.isCustom || alignment.vertical.key.isCustom
    }

    /// The offset of each child from the start of the group, and the group's length along
    /// `axis`; nil when no child sets a guide for `alignment` on that axis and the alignment
    /// is a built-in one, so the alignment's own placement applies.
    @MainActor
    static func offsets(of children: [Control], sizes: [Size], along axis: Axis, alignment: Alignment) -> (offsets: [Int], extent: Int)? {
        let key = alignment.key(along: axis)
        guard AlignmentGuideControl.isInUse || key.isCustom else { return nil }
        var guides: [Int] = []
        guides.reserveCapacity(children.count)
        var setsGuide = key.isCustom
        for (child, size) in zip(children, sizes) {
            let guide = explicitGuide(of: child, size: size, key: key, along: axis)
            guides.append(guide ?? defaultGuide(of: child, size: size, key: key, along: axis))
            setsGuide = setsGuide || guide != nil
        }
        guard setsGuide, let line = guides.max() else { return nil }
        let offsets = guides.map { line - $0 }
        var extent = 0
        for (offset, size) in zip(offsets, sizes) { extent = max(extent, offset + size[axis]) }
        return (offsets, extent)
    }

    /// The guide `control` sets for `key` itself, or (a custom guide) a view inside it sets,
    /// in cells from its start along `axis`, when it is `size`.
    @MainActor
    private static func explicitGuide(of control: Control, size: Size, key: AlignmentGuideKey, along axis: Axis) -> Int? {
        if let explicit = AlignmentGuideControl.guides(of: control, size: size) {
            let guide =
                axis == .horizontal
                ? explicit.horizontal[HorizontalAlignment(key: key)] : explicit.vertical[VerticalAlignment(key: key)]
            if let guide { return guide }
        }
        guard key.isCustom else { return nil }
        // Through the views wrapping one (padding moves it), to the stack inside.
        var container = control
        var start = 0
        var inner = size
        while container.children.count == 1 {
            if let padding = container as? PaddingControl {
                start += axis == .horizontal ? padding.insets.leading : padding.insets.top
                inner = Size(width: max(0, inner.width - padding.insets.horizontal), height: max(0, inner.height - padding.insets.vertical))
            }
            container = container.children[0]
        }
        let frames: [Rect]
        if let stack = container as? StackControl {
            frames = stack.layout.frames(of: stack.children, in: Rect(origin: .zero, size: container.measure(inner)))
        } else if let stack = container as? ZStackControl {
            frames = stack.frames(in: Rect(origin: .zero, size: container.measure(inner)))
        } else {
            return nil
        }
        for (child, frame) in zip(container.children, frames) {
            if let guide = explicitGuide(of: child, size: frame.size, key: key, along: axis) {
                return start + (axis == .horizontal ? frame.minX : frame.minY) + guide
            }
        }
        return nil
    }

    /// Where `key` falls in a child that sets no guide for it, in cells.
    @MainActor
    private static func defaultGuide(of control: Control, size: Size, key: AlignmentGuideKey, along axis: Axis) -> Int {
        guard key.isCustom else { return key.offset(content: 0, container: size[axis], axis: axis) }
        let points = control.node?.environment.lengthUnit == .points
        let (column, row) = points ? (LengthUnit.pointsPerColumn, LengthUnit.pointsPerRow) : (1, 1)
        let dimensions = ViewDimensions(_width: Double(size.width) * column, height: Double(size.height) * row)
        let length = axis == .horizontal ? dimensions.width : dimensions.height
        let value = key.value(along: length, in: dimensions) / (axis == .horizontal ? column : row)
        return value.isFinite ? Int(value.rounded()) : 0
    }
}

extension HorizontalAlignment {
    init(key: AlignmentGuideKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentGuideKey) { self.key = key }
}
