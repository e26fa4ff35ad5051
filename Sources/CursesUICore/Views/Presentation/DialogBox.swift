/// The framed, filled box of a dialog; `dismissKeys` (Esc) close it from anywhere inside.
/// It is as big as its content when it fits the content, or fills what it is offered less a
/// one-cell margin. The content's `.presentationSizing`, coming up as a preference, overrides
/// `fitsContent`.
struct DialogBox<Content: View>: View {
    let title: String
    var fitsContent = true
    /// Covers the whole screen with no frame, as a full-screen cover.
    var coversScreen = false
    let dismissKeys: Set<Key>
    /// An alert's: Return that no control inside takes (in its text field) presses its first
    /// button that is not a cancel button, as a dialog's default button.
    var returnPressesFirstAction = false
    let dismiss: @MainActor () -> Void
    let content: Content
}

extension DialogBox: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { DialogControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? DialogControl else { return [] }
        // A dialog's views appear with it, not as the rows of a list it was presented from.
        if node.environment.rowsAppearLazily { node.childEnvironment.rowsAppearLazily = false }
        if control.title != title || control.coversScreen != coversScreen {
            control.title = title
            control.coversScreen = coversScreen
            control.setNeedsLayout()
        }
        let fitsContent = fitsContent
        let reference = control.reference
        node.attributes[PreferenceObserverAttribute.self] = { _, values in
            let control = reference.control(as: DialogControl.self)
            control?.fillsSpace = !((values[PresentationFitsContentKey.self] ?? nil) ?? fitsContent)
            control?.refusesEscape = values[InteractiveDismissDisabledKey.self] ?? false
            control?.detents = values[PresentationDetentKey.self] ?? nil
        }
        // The sizing and Esc are this presentation's own: an outer sheet does not see them.
        node.attributes[PreferenceWriterAttribute.self] = {
            $0[PresentationFitsContentKey.self] = nil
            $0[InteractiveDismissDisabledKey.self] = nil
            $0[PresentationDetentKey.self] = nil
        }
        let dismissKeys = dismissKeys
        let dismiss = dismiss
        let graph = node.graph
        let returnPressesFirstAction = returnPressesFirstAction
        node.attributes[KeyHandlerAttribute.self] = { key in
            let control = reference.control(as: DialogControl.self)
            if key == .enter, returnPressesFirstAction {
                let action = graph.keyRoutes.focusOrder.lazy.compactMap { $0 as? ButtonControl }.first { $0.keyboardShortcut != .escape }
                action?.activate()
                return action != nil
            }
            guard dismissKeys.contains(key) else { return false }
            // A cancel button inside answers Esc with its own action (it closes the dialog too);
            // the key routes of an open dialog hold only the shortcuts inside it.
            if let cancel = graph.keyRoutes.shortcut(for: key) {
                cancel.activate()
            } else if control?.refusesEscape != true {  // .interactiveDismissDisabled(): only its buttons close it
                dismiss()
            }
            return true
        }
        node.attributes[KeyHelpAttribute.self] = [KeyHelp(dismissKeys.map(\.description).sorted().joined(separator: "/"), "close")]
        return [ViewChild(content)]
    }
}

/// Clears its area, draws a double-line frame with the title, and traps focus; a full-screen
/// cover clears the whole screen and draws no frame.
final class DialogControl: Control {
    var title = ""
    var coversScreen = false
    var fillsSpace = false {
        didSet { if fillsSpace != oldValue { setNeedsLayout() } }
    }
    /// True while the content asks `.interactiveDismissDisabled()`: Esc then closes nothing.
    var refusesEscape = false
    /// The heights a sheet's content asked to rest at (`.presentationDetents`): it takes the
    /// lowest, at the bottom of the screen.
    var detents: Set<PresentationDetent>? {
        didSet { if detents != oldValue { setNeedsLayout() } }
    }

    /// Where the dialog stands when the view presenting it is too small to hold it (a popover
    /// from a button in a form row): on the screen, as iOS presents over the window, not in
    /// the presenting view's frame. Nil when the frame holds it.
    private var onScreen: Rect?

    /// The frame the dialog is drawn in: its own, or the screen's part it stands in.
    private var area: Rect { onScreen ?? frame }

    /// The box: the area, less a margin that shows the screen behind when it fills the space;
    /// a sheet with detents stands on the bottom margin, as high as its lowest detent.
    private var box: Rect {
        guard fillsSpace else { return area }
        let page = area.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        guard let height = detents?.map({ $0.rows(onScreenOf: frame.size.height) }).min(), height < page.size.height else { return page }
        return Rect(x: page.minX, y: page.maxY - height, width: page.size.width, height: height)
    }

    override var isModal: Bool { true }

    override var clipsChildren: Bool { onScreen == nil }

    override func detach() {
        if let onScreen { graph?.damage(onScreen) }  // the screen it stood on shows again
        graph?.floatingControls.removeAll { $0 === self }
        super.detach()
    }

    /// The part of the screen the dialog takes when its frame is too small: a full-screen cover
    /// covers the whole screen, header included, as on iOS; a sheet from a view under half the
    /// screen covers the screen; a fitted box too big for its frame stands below the presenting
    /// view (above it near the bottom), as a popover does.
    private func placementOnScreen() -> Rect? {
        guard let screen = graph?.rootControl.frame, !screen.isEmpty else { return nil }
        if coversScreen { return frame == screen ? nil : screen }
        if fillsSpace {
            let isSmall = frame.size.width * 2 < screen.size.width || frame.size.height * 2 < screen.size.height
            return isSmall ? screen : nil
        }
        let wanted = sizeThatFits(screen.size)
        guard wanted.width > frame.size.width || wanted.height > frame.size.height else { return nil }
        let x = max(screen.minX, min(frame.minX, screen.maxX - wanted.width))
        let y =
            frame.maxY + wanted.height <= screen.maxY
            ? frame.maxY : max(screen.minY, min(frame.minY - wanted.height, screen.maxY - wanted.height))
        return Rect(x: x, y: y, width: wanted.width, height: wanted.height)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        if fillsSpace || coversScreen { return proposal }
        let inner = Size(width: max(0, min(proposal.width, 70) - 4), height: max(0, proposal.height - 2))
        let content = StackLayout.column.size(of: children, in: inner)
        let width = max(content.width, DisplayWidth.of(title) + 2) + 4
        return Size(width: min(proposal.width, width), height: min(proposal.height, content.height + 2))
    }

    override func layoutChildren() {
        let placed = placementOnScreen()
        if placed != onScreen {
            if let onScreen { graph?.damage(onScreen) }
            onScreen = placed
            graph?.floatingControls.removeAll { $0 === self }
            if placed != nil { graph?.floatingControls.append(self) }
        }
        if let onScreen { graph?.damage(onScreen) }
        let area = coversScreen ? self.area : box.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        guard fillsSpace || coversScreen else { return StackLayout.column.place(children, in: area) }
        // A sheet's content is laid out as a screen's, as on iOS: what is smaller than the
        // sheet is centred in it (a `Form`, a `List` or a navigation stack fill it anyway).
        let content = StackLayout.column.size(of: children, in: area.size)
        let origin = Point(
            x: area.minX + HorizontalAlignment.center.offset(content: content.width, container: area.size.width),
            y: area.minY + VerticalAlignment.center.offset(content: content.height, container: area.size.height))
        StackLayout.column.place(children, in: Rect(origin: origin, size: content).intersection(area))
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        // Standing outside its frame, the dialog draws where it stands (`clip` is then the
        // area being drawn, not its frame's part of it).
        let clip = onScreen.map { $0.intersection(clip) } ?? clip
        if coversScreen { return canvas.fill(area.intersection(clip), style: style) }
        canvas.fill(box.intersection(clip), style: style)
        canvas.drawBox(box, lines: .double, title: title, titleInset: 2, style: style, clip: clip)
    }
}
