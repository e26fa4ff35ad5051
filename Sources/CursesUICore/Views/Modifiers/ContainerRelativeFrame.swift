/// Sizes the content as a share of its container along the chosen axes.
@usableFromInline struct ContainerRelativeFrameModifier: NodeModifier {
    let axes: Axis.Set
    let count: Int
    let span: Int
    let spacing: Int
    let alignment: Alignment

    func makeControl(for node: Node) -> Control? { ContainerRelativeFrameControl(node: node) }

    func apply(to node: Node) {
        guard let control = node.control as? ContainerRelativeFrameControl else { return }
        let unit = node.environment.lengthUnit
        let spacing = Size(width: unit.columns(spacing), height: unit.rows(spacing))
        guard
            control.axes != axes || control.count != count || control.span != span || control.spacing != spacing
                || control.alignment != alignment
        else { return }
        control.axes = axes
        control.count = count
        control.span = span
        control.spacing = spacing
        control.alignment = alignment
        control.setNeedsLayout()
    }
}

extension View {
    /// Makes the view as wide (`.horizontal`), as tall (`.vertical`) or as large as its
    /// container, as SwiftUI's `containerRelativeFrame(_:alignment:)`: the container is the
    /// nearest scroll view around it (the part it shows), else the screen. A page of a
    /// horizontal carousel is `.containerRelativeFrame(.horizontal)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment))
    }

    /// Makes the view `span` of `count` equal parts of its container along `axes`, with
    /// `spacing` between the parts, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: three cards to a scroll
    /// view's width are `count: 3`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Int, alignment: Alignment = .center
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }
}
