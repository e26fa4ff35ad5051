/// Where children go along one axis when some set their own guide for the alignment in use
/// (`.alignmentGuide(_:computeValue:)`): each child's guide falls on one line, as in SwiftUI.
enum GuidedAlignment {
    /// The offset of each child from the start of the group, and the group's length along
    /// `axis`; nil when no child sets a guide for `alignment` on that axis, so the alignment's
    /// own placement applies.
    @MainActor
    static func offsets(of children: [Control], sizes: [Size], along axis: Axis, alignment: Alignment) -> (offsets: [Int], extent: Int)? {
        guard AlignmentGuideControl.isInUse else { return nil }
        var guides: [Int] = []
        guides.reserveCapacity(children.count)
        var setsGuide = false
        for (child, size) in zip(children, sizes) {
            let explicit = AlignmentGuideControl.guides(of: child, size: size)
            let guide: Int?
            if axis == .horizontal {
                guide = explicit?.horizontal[alignment.horizontal]
                guides.append(guide ?? alignment.horizontal.offset(content: 0, container: size.width))
            } else {
                guide = explicit?.vertical[alignment.vertical]
                guides.append(guide ?? alignment.vertical.offset(content: 0, container: size.height))
            }
            setsGuide = setsGuide || guide != nil
        }
        guard setsGuide, let line = guides.max() else { return nil }
        let offsets = guides.map { line - $0 }
        var extent = 0
        for (offset, size) in zip(offsets, sizes) { extent = max(extent, offset + size[axis]) }
        return (offsets, extent)
    }
}
