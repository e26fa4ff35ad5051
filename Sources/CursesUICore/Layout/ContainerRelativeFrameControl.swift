/// A control whose size along some axes is a share of its container's, for
/// `.containerRelativeFrame`: the container is the nearest scroll view around it (the part it
/// shows, not its content), else the screen.
final class ContainerRelativeFrameControl: Control {
    var axes: Axis.Set = []
    var count = 1
    var span = 1
    /// The space between parts, in cells: columns across, rows down.
    var spacing = Size.zero
    var alignment = Alignment.center

    override func expands(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical) ? false : super.expands(axis)
    }

    /// `span` of `count` equal parts of `container` with `spacing` between them, as SwiftUI
    /// divides a container.
    private func length(of container: Int, spacing: Int) -> Int {
        let parts = max(1, count)
        let part = (container - spacing * (parts - 1)) / parts
        return max(0, part * max(1, span) + spacing * (max(1, span) - 1))
    }

    /// The container's size: the nearest scroll view's window, else the screen (the outermost
    /// control's frame), else the space offered while the screen is not laid out yet.
    private func containerSize(offered: Size) -> Size {
        var current = parent
        var outermost: Control = self
        while let ancestor = current {
            if let container = ancestor as? RelativeFrameContainer, let size = container.containerSize { return size }
            outermost = ancestor
            current = ancestor.parent
        }
        return outermost.frame.size == .zero ? offered : outermost.frame.size
    }

    private func offer(_ proposal: Size) -> Size {
        let container = containerSize(offered: proposal)
        return Size(
            width: axes.contains(.horizontal) ? length(of: container.width, spacing: spacing.width) : proposal.width,
            height: axes.contains(.vertical) ? length(of: container.height, spacing: spacing.height) : proposal.height)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let offer = offer(proposal)
        let content = StackLayout.column.size(of: children, in: offer)
        return Size(
            width: axes.contains(.horizontal) ? offer.width : content.width,
            height: axes.contains(.vertical) ? offer.height : content.height)
    }

    override func layoutChildren() {
        let content = StackLayout.column.size(of: children, in: frame.size)
        let origin = Point(
            x: frame.minX + alignment.horizontal.offset(content: content.width, container: frame.size.width),
            y: frame.minY + alignment.vertical.offset(content: content.height, container: frame.size.height))
        StackLayout.column.place(children, in: Rect(origin: origin, size: content))
    }
}

/// A control that `.containerRelativeFrame` measures against: a scroll view, by the size of the
/// part of its content it shows.
@MainActor
protocol RelativeFrameContainer: AnyObject {
    /// The size shown, once offered or placed; nil before.
    var containerSize: Size? { get }
}
