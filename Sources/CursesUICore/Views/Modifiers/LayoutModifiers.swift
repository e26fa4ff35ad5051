/// Adds space around the content.
@usableFromInline struct PaddingModifier: NodeModifier {
    let insets: EdgeInsets
    /// False for the default padding and the framework's own, which are cells whatever the
    /// environment's ``LengthUnit``.
    var isWritten = true

    func makeControl(for node: Node) -> Control? { PaddingControl(node: node, insets: insets) }

    func apply(to node: Node) {
        let insets = isWritten ? insets.cells(in: node.environment.lengthUnit) : insets
        guard let control = node.control as? PaddingControl, control.insets != insets else { return }
        control.insets = insets
        control.setNeedsLayout()
    }
}

/// Sizes the content.
@usableFromInline struct FrameModifier: NodeModifier {
    let bounds: FrameControl.Bounds
    /// False for the framework's own frames, which are cells whatever the environment's
    /// ``LengthUnit``.
    var isWritten = true

    func makeControl(for node: Node) -> Control? { FrameControl(node: node, bounds: bounds) }

    func apply(to node: Node) {
        let bounds = isWritten ? bounds.cells(in: node.environment.lengthUnit) : bounds
        guard let control = node.control as? FrameControl, control.bounds != bounds else { return }
        control.bounds = bounds
        control.setNeedsLayout()
    }
}

/// Draws a box around the content.
@usableFromInline struct BorderModifier: NodeModifier {
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
    /// Adds `length` cells of space on the given edges (one cell when nil); in
    /// ``LengthUnit/points`` a written length is points.
    public func padding(_ edges: Edges = .all, _ length: Int? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(length ?? 1, on: edges), isWritten: length != nil))
    }

    /// Adds `length` cells on the given edges whatever the environment's ``LengthUnit``: the
    /// framework's own spacing.
    func padding(_ edges: Edges = .all, cells length: Int) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(length, on: edges), isWritten: false))
    }

    /// Adds `length` cells of space on every edge (points in ``LengthUnit/points``).
    public func padding(_ length: Int) -> some View { padding(.all, length) }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }

    /// A fixed width and/or height; the content is aligned inside. In ``LengthUnit/points``
    /// the lengths are points.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(bounds: .init(width: width, height: height, alignment: alignment)))
    }

    /// Bounds on the size; `maxWidth: .infinity` takes all the width offered. The ideal sizes
    /// are accepted; a terminal lays out with the bounds alone. In ``LengthUnit/points`` the
    /// lengths are points.
    public func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, idealHeight: Int? = nil,
        maxHeight: Int? = nil, alignment: Alignment = .center
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

extension EdgeInsets {
    /// `length` on each of `edges`, none on the others.
    init(_ length: Int, on edges: Edges) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

extension FrameControl.Bounds {
    /// The bounds in cells, read in `unit`. A fixed width or height of a few points (an 8-point
    /// progress bar, a 4-point swatch) keeps one cell, as it stays visible on iOS.
    func cells(in unit: LengthUnit) -> Self {
        guard unit == .points else { return self }
        return Self(
            width: unit.visibleColumns(width), height: unit.visibleRows(height), minWidth: unit.columns(minWidth),
            maxWidth: unit.columns(maxWidth), minHeight: unit.rows(minHeight), maxHeight: unit.rows(maxHeight),
            alignment: alignment)
    }
}
