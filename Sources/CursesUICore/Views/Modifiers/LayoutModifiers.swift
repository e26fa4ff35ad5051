/// Adds space around the content.
struct PaddingModifier: NodeModifier {
    let insets: EdgeInsets

    func makeControl(for node: Node) -> Control? { PaddingControl(node: node, insets: insets) }

    func apply(to node: Node) {
        guard let control = node.control as? PaddingControl, control.insets != insets else { return }
        control.insets = insets
        control.setNeedsLayout()
    }
}

/// Sizes the content.
struct FrameModifier: NodeModifier {
    let bounds: FrameControl.Bounds

    func makeControl(for node: Node) -> Control? { FrameControl(node: node, bounds: bounds) }

    func apply(to node: Node) {
        guard let control = node.control as? FrameControl, control.bounds != bounds else { return }
        control.bounds = bounds
        control.setNeedsLayout()
    }
}

/// Draws a box around the content.
struct BorderModifier: NodeModifier {
    let title: String?
    /// The style of the lines (`.border(.red)`); nil draws them as the text around.
    var lineStyle: AnyShapeStyle? = nil
    var isHeavy = false

    func makeControl(for node: Node) -> Control? { BorderControl(node: node, title: title) }

    func isSame(as other: BorderModifier) -> Bool {
        title == other.title && isHeavy == other.isHeavy
            && lineStyle.map(AnyHashableStyle.init) == other.lineStyle.map(AnyHashableStyle.init)
    }

    func apply(to node: Node) {
        guard let control = node.control as? BorderControl else { return }
        if control.title != title {
            control.title = title
            control.setNeedsLayout()
        }
        var style = node.environment.style
        lineStyle?._paint(in: node.environment).applyForeground(to: &style)
        if control.style != style || control.lines != (isHeavy ? .heavy : .single) {
            control.style = style
            control.lines = isHeavy ? .heavy : .single
            control.setNeedsDisplay()
        }
    }
}

extension View {
    /// Adds `length` cells of space on the given edges (one cell by default).
    public func padding(_ edges: Edges = .all, _ length: Int = 1) -> some View {
        modifier(
            PaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                    bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> some View { padding(.all, length) }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }

    /// A fixed width and/or height; the content is aligned inside.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .topLeading) -> some View {
        modifier(FrameModifier(bounds: .init(width: width, height: height, alignment: alignment)))
    }

    /// Bounds on the size; `maxWidth: .infinity` takes all the width offered. The ideal sizes
    /// are accepted; a terminal lays out with the bounds alone.
    public func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, idealHeight: Int? = nil,
        maxHeight: Int? = nil, alignment: Alignment = .topLeading
    ) -> some View {
        modifier(
            FrameModifier(
                bounds: .init(
                    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }

    /// Draws a line box around the view, with an optional title in its top edge.
    public func border(title: String? = nil) -> some View { modifier(BorderModifier(title: title)) }
}
