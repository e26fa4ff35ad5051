/// The part of a primitive view that lays out, draws and takes keys.
///
/// Controls form their own tree (groups and most modifiers have none), built from the node
/// tree. Layout is two-pass: `sizeThatFits` measures with a proposed size, `layoutChildren`
/// places children inside `frame`. Results are cached until `setNeedsLayout()`; a control whose
/// content changed calls `setNeedsDisplay()`, and only the damaged cells are drawn again.
@MainActor
class Control {
    /// The node of the primitive view this control belongs to, while it lives.
    var node: Node? {
        get { nodeReference?.node }
        set { nodeReference = newValue?.reference }
    }
    private var nodeReference: NodeReference?
    /// The control above, while it lives.
    private(set) var parent: Control? {
        get { parentReference?.control }
        set { parentReference = newValue?.reference }
    }
    private var parentReference: ControlReference?
    /// Where others refer to this control without keeping it alive (see `ControlReference`).
    nonisolated let reference = ControlReference()
    var children: [Control] = [] {
        didSet {
            for child in children { child.parent = self }
            childrenExpansion = (nil, nil)
            childrenOnlyLeft = children.count < oldValue.count && Self.keepsOrder(of: children, in: oldValue)
        }
    }
    /// True when the latest change of children only took some away: what stays keeps its order.
    private var childrenOnlyLeft = false
    private(set) var frame: Rect = .zero
    private(set) var needsLayout = true
    /// Sizes measured since the last invalidation, by proposal: containers measure a child at
    /// more than one proposal per pass (a ZStack at the offer, then at its own size). A few
    /// proposals each, so a search of pairs costs less than hashing.
    private var measured: [(proposal: Size, size: Size)] = []
    /// The ``layoutGeneration`` in which a control awaiting layout made its measurements.
    private var cacheGeneration = 0
    /// Counts invalidations of layout anywhere. What a control awaiting layout measured stays
    /// valid while nothing changed since: through one layout pass, where a frame or stack
    /// measures its content and then places it and each level above asks again; any change
    /// below has it measured again.
    private static var layoutGeneration = 0
    /// The style from the environment, applied when drawing.
    var style = Style()
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setNeedsDisplay()
            keyRoutesDidChange()
        }
    }
    /// The axis of the stack this control sits in, which Spacer and Divider follow.
    var stackAxis: Axis?
    var isFocused = false {
        didSet {
            guard isFocused != oldValue else { return }
            setNeedsDisplay()
            focusDidChange()
            tellAncestorsFocusChanged()
        }
    }

    /// True when the control keeps nothing but what its view sets at each configure: a
    /// recycled list row may keep it for another row (`Node+Recycling`).
    var isRecyclable: Bool { false }

    init(node: Node?) {
        nodeReference = node?.reference
        reference.control = self
    }

    deinit { reference.control = nil }

    var graph: ViewGraph? { node?.graph }

    // MARK: Layout

    /// The size this control wants within `proposal`; cached until the layout is invalidated.
    final func measure(_ proposal: Size) -> Size {
        dropStaleCaches()
        for entry in measured where entry.proposal == proposal { return entry.size }
        let size = sizeThatFits(proposal)
        guard cachesAreCurrent else { return size }  // something below changed while measuring
        if measured.count == 8 { measured.removeAll(keepingCapacity: true) }
        measured.append((proposal, size))
        return size
    }

    /// True when, since layout was last invalidated, the control was measured with more room
    /// along `axis` than `offer` (and no less across) and still took `size`: offered `offer`,
    /// it has all it wants. Only what is cached is asked, so nothing is measured again.
    final func tookTheSame(_ size: Size, withMoreRoomThan offer: Size, along axis: Axis) -> Bool {
        dropStaleCaches()
        for entry in measured
        where entry.size == size && entry.proposal[axis] > offer[axis] && entry.proposal[axis.cross] >= offer[axis.cross] {
            return true
        }
        return false
    }

    /// False for a control awaiting layout when layout was invalidated somewhere since it cached.
    private var cachesAreCurrent: Bool { !needsLayout || cacheGeneration == Self.layoutGeneration }

    /// Forgets what a control awaiting layout measured before the latest invalidation.
    private func dropStaleCaches() {
        guard !cachesAreCurrent else { return }
        measured.removeAll(keepingCapacity: true)
        childrenExpansion = (nil, nil)
        cacheGeneration = Self.layoutGeneration
    }

    /// Subclasses: the size wanted within the proposal.
    func sizeThatFits(_ proposal: Size) -> Size { .zero }

    /// Which sibling a stack offers its space to first: higher goes first (`layoutPriority`).
    var layoutPriority: Double { 0 }

    /// True when the control grows to fill the space offered along the axis (Spacer, fields).
    func expands(_ axis: Axis) -> Bool { childrenExpand(axis) }

    /// True when a stack gives the control its whole cross size when placing it, as SwiftUI's
    /// stacks place a `Divider` across the stack it sits in, however tall the stack's content.
    var spansStackCrossAxis: Bool { false }

    /// Whether a child expands along the axis. Stacks ask it of every child at every level of
    /// every layout, so the answer is kept as the measured sizes are.
    final func childrenExpand(_ axis: Axis) -> Bool {
        dropStaleCaches()
        let cached = axis == .horizontal ? childrenExpansion.horizontal : childrenExpansion.vertical
        if let cached { return cached }
        var expands = false
        for child in children where child.expands(axis) {  // a loop: a closure here checked the executor on every call
            expands = true
            break
        }
        if cachesAreCurrent {
            if axis == .horizontal { childrenExpansion.horizontal = expands } else { childrenExpansion.vertical = expands }
        }
        return expands
    }

    private var childrenExpansion: (horizontal: Bool?, vertical: Bool?) = (nil, nil)

    /// Puts the control at `rect` and lays out its children; damages old and new areas.
    final func place(_ rect: Rect) {
        if rect == frame, !needsLayout { return }
        if rect != frame {
            graph?.damage(frame)
            graph?.damage(rect)
            frame = rect
        }
        needsLayout = false
        isPlacingChildren = true
        layoutChildren()
        isPlacingChildren = false
    }

    private var isPlacingChildren = false

    /// Called when the node below gave this control other children: they are laid out again,
    /// right away when the control is placing its children now (a list building the rows
    /// that fit the height it was just given).
    final func childrenDidChange() {
        if isPlacingChildren { return setNeedsDisplay() }
        // Children that left damaged their own cells; those that stay and move damage theirs
        // when placed. Only a container that draws itself must be drawn again whole.
        setNeedsLayout(damagingFrame: !(drawsOnlyChildren && childrenOnlyLeft))
    }

    /// True for a container that draws nothing of its own (a stack, a frame, padding): every
    /// cell of it was drawn by a child, which damages its own frame when it goes.
    var drawsOnlyChildren: Bool { false }

    /// Tells the graph that what focus, shortcuts or key help reach here changed (a control
    /// started or stopped taking focus, or changed its shortcut).
    final func keyRoutesDidChange() { graph?.keyRoutesDidChange() }

    /// Subclasses: place the children inside `frame`.
    func layoutChildren() {
        for child in children { child.place(frame) }
    }

    /// Marks this control and its ancestors for layout (and its cells to be drawn again).
    final func setNeedsLayout(damagingFrame: Bool = true) {
        Self.layoutGeneration &+= 1
        var control: Control? = self
        while let current = control, !(current.needsLayout && current !== self) {
            // An ancestor placing its children right now places this one too (a row a list
            // built for the height it was just given): nothing above needs another layout.
            if current.isPlacingChildren && current !== self { return setNeedsDisplay() }
            current.needsLayout = true
            current.measured.removeAll(keepingCapacity: true)
            current.childrenExpansion = (nil, nil)
            control = current.parent
        }
        graph?.setNeedsLayout()
        if damagingFrame { setNeedsDisplay() }
    }

    /// Marks the control's cells to be drawn again.
    final func setNeedsDisplay() { graph?.damage(frame) }

    // MARK: Drawing

    /// Subclasses: draw this control (not its children) into the canvas, within `clip`.
    func draw(in canvas: inout CellGrid, clip: Rect) {}

    /// False for a control whose children may draw outside its frame (an offset).
    var clipsChildren: Bool { true }

    /// Subclasses: draw over what the children drew (a focused button reverses its label).
    func drawOver(in canvas: inout CellGrid, clip: Rect) {}

    // MARK: Input

    /// True for controls that edit text: while one has focus, `.keyboard` toolbar items show.
    var editsText: Bool { false }

    /// True for controls that take keyboard focus (fields, buttons, pickers).
    var acceptsFocus: Bool { false }

    /// The control as an ``Activatable``, when it is one (each of those overrides it): asking
    /// costs no dynamic cast, whose first use per control class scans every protocol
    /// conformance record of the program (a tenth of the demo's start-up).
    var activatable: (any Activatable)? { nil }

    /// Handles a key while focused; returns false to let it bubble up.
    func handle(_ key: Key) -> Bool { false }

    /// Writes what is being typed where it goes (a formatted field's value) before Return is
    /// dispatched; true when something was written.
    func commitEditing() -> Bool { false }

    /// The keys this control understands while focused, for the help bar and overlay.
    var keyHelp: [KeyHelp] { [] }

    /// True for a dialog: while one is on screen, focus and keys stay inside it.
    var isModal: Bool { false }

    /// Where the terminal cursor goes while this control is focused (a text caret), if anywhere.
    var cursorPosition: Point? { nil }

    /// The style of a one-line control's label: reversed while focused, dim while disabled.
    var labelStyle: Style {
        var drawn = style
        if isFocused { drawn.reverse.toggle() }
        if !isEnabled { drawn.dim = true }
        return drawn
    }

    /// Called after the control gained or lost focus.
    func focusDidChange() {}

    /// Called after `descendant`, a control below this one, gained or lost focus (a scroll view
    /// follows it).
    func descendantFocusDidChange(_ descendant: Control) {}

    /// The focus binding from a `.focused` modifier between this control and the next one up.
    var focusBinding: FocusBinding? { node?.focusBinding }

    /// Called when the control's node leaves the graph.
    func detach() {
        if !drawsOnlyChildren { graph?.damage(frame) }
        isAttached = false
    }

    /// False once the control's node has left the graph.
    private(set) var isAttached = true

    /// Calls `body` with this control and every control below it that focus, shortcuts and
    /// clicks can reach, depth first in drawing order, without building arrays on the way.
    /// True for a toolbar: the controls inside come after all others in focus order, so a
    /// screen starts on its own first field, not on a header button.
    var defersFocus = false

    func visitSubtree(_ body: (Control) -> Void) {
        body(self)
        let children = children
        for index in children.indices where reachesChild(at: index, of: children.count) { children[index].visitSubtree(body) }
    }

    /// Whether focus, keys and clicks reach the child at `index` of `count` (this control's
    /// children, or its node's, which come in the same order): all of them, unless a container
    /// keeps some out of sight. A question per index, not a generic slice of the children,
    /// which the walks of every key route paid for at each control.
    func reachesChild(at index: Int, of count: Int) -> Bool { true }

    /// True for a container whose children focus and keys never reach (a list's rows): the
    /// rows it builds and drops change no key route.
    var keepsChildrenOutOfKeyReach: Bool { false }
}
