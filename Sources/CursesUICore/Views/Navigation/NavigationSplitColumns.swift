/// The columns of a ``NavigationSplitView``, each kept mounted with its state: side by side on
/// a wide terminal, one at a time on a narrow one (the column `choice` shows).
struct NavigationSplitColumns: View {
    let columns: [AnyView]
    let visibility: NavigationSplitViewVisibility
    let choice: SplitColumnChoice
}

extension NavigationSplitColumns: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { SplitColumnsControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        let count = columns.count
        let isStacked = node.environment.horizontalSizeClass != .regular
        let shown = min(choice.shown.value, count - 1)  // read as state: choosing a row evaluates this again
        let visible = (0..<count).map { visibility.shows(column: $0, of: count) }
        let control = node.control as? SplitColumnsControl
        control?.configure(isStacked: isStacked, shown: shown, visible: visible, style: node.environment.style)
        let choice = choice
        node.attributes[KeyHelpAttribute.self] =
            isStacked ? (shown > 0 ? [KeyHelp("Esc", "back")] : []) : [KeyHelp("←→", "column")]
        node.attributes[KeyHandlerAttribute.self] = { @MainActor key in
            guard let control else { return false }
            switch key {
            case .escape:
                guard control.isStacked, choice.shown.value > 0 else { return false }
                choice.shown.value = min(choice.shown.value, count - 1) - 1
                return true
            case .left: return control.moveFocus(by: -1)
            case .right: return control.moveFocus(by: 1)
            default: return false
            }
        }
        node.attributes[PreferenceObserverAttribute.self] = { node, _ in
            let widths = node.children.map { $0.preferences[NavigationSplitColumnWidthKey.self] ?? nil }
            (node.control as? SplitColumnsControl)?.preferredWidths = widths
            // Each column's own title, for the headers of the columns after it when stacked.
            let titles = node.children.map { ($0.preferences[NavigationTrailKey.self] ?? [:])[0] ?? "" }
            if titles != choice.titles.value { node.graph.afterUpdate { choice.titles.value = titles } }
        }
        node.attributes[PreferenceWriterAttribute.self] = { values in
            values[NavigationSplitColumnWidthKey.self] = nil
            values[NavigationTrailKey.self] = nil
        }
        let titles = isStacked ? choice.titles.value : []
        return columns.enumerated().map { index, column in
            // A column off screen (behind the one a narrow view shows, or hidden by the
            // visibility) has its views disappeared, as a covered screen's.
            let isShown = isStacked ? index == shown : visible[index]
            let screen = VStack(alignment: .leading, spacing: 0) { column }
                .modifier(AppearanceScopeModifier(isVisible: isShown))
                .environment(\.navigationSplitColumn, NavigationSplitColumn(choice: choice, index: index))
                .environment(\.navigationTrailPrefix, Array(titles.prefix(index)))
            return ViewChild(screen, id: index)
        }
    }
}

/// Which column of a narrow split view shows: 0 the sidebar, up to the detail.
@MainActor
final class SplitColumnChoice {
    let shown = StateBox(0)
    /// The title of each column, as it came up from the column's stack.
    let titles = StateBox<[String]>([])
    nonisolated init() {}
}

/// The column of a split view a view is in; a `List(selection:)` there shows the next column
/// when a row is chosen.
struct NavigationSplitColumn {
    let choice: SplitColumnChoice
    let index: Int

    @MainActor func showDetail() {
        if choice.shown.value != index + 1 { choice.shown.value = index + 1 }
    }
}

private struct NavigationSplitColumnKey: EnvironmentKey {
    static var defaultValue: NavigationSplitColumn? { nil }
}

extension EnvironmentValues {
    /// The split-view column a view is in.
    var navigationSplitColumn: NavigationSplitColumn? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}

/// Lays out a split view's columns: side by side with a rule between them, the leading ones
/// at their width and the last taking the rest, or (stacked) the shown one alone.
final class SplitColumnsControl: Control {
    private(set) var isStacked = true
    private var shown = 0
    private var visible: [Bool] = []
    /// The widths the columns ask for (`navigationSplitViewColumnWidth`), nil for the default.
    var preferredWidths: [Int?] = [] {
        didSet { if preferredWidths != oldValue { setNeedsLayout() } }
    }

    func configure(isStacked newStacked: Bool, shown newShown: Int, visible newVisible: [Bool], style newStyle: Style) {
        guard newStacked != isStacked || newShown != shown || newVisible != visible || newStyle != style else { return }
        isStacked = newStacked
        shown = newShown
        visible = newVisible
        style = newStyle
        setNeedsLayout()
        setNeedsDisplay()
        keyRoutesDidChange()
    }

    /// The columns on screen, by index.
    private var shownColumns: [Int] {
        let indices = children.indices
        if isStacked { return indices.contains(shown) ? [shown] : [] }
        return indices.filter { visible.indices.contains($0) ? visible[$0] : true }
    }

    override func expands(_ axis: Axis) -> Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    /// The frame of each column on screen, by index.
    private var columnFrames: [(index: Int, frame: Rect)] {
        let columns = shownColumns
        var x = frame.minX
        var frames: [(index: Int, frame: Rect)] = []
        for (position, index) in columns.enumerated() {
            let isLast = position == columns.count - 1
            let standard = min(32, max(20, frame.size.width / 4))
            let width = isLast ? max(0, frame.maxX - x) : min(max(0, frame.maxX - x), preferredWidth(index) ?? standard)
            frames.append((index, Rect(x: x, y: frame.minY, width: width, height: frame.size.height)))
            x += width + 1
        }
        return frames
    }

    private func preferredWidth(_ index: Int) -> Int? {
        preferredWidths.indices.contains(index) ? preferredWidths[index] : nil
    }

    override func layoutChildren() {
        let frames = Dictionary(uniqueKeysWithValues: columnFrames.map { ($0.index, $0.frame) })
        for (index, child) in children.enumerated() {
            child.place(frames[index] ?? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0))
        }
    }

    override func reachesChild(at index: Int, of count: Int) -> Bool { shownColumns.contains(index) }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        var rule = style
        rule.dim = true
        for column in columnFrames.dropLast() {
            for y in frame.minY..<frame.maxY {
                canvas.draw("│", at: Point(x: column.frame.maxX, y: y), style: rule, clip: clip)
            }
        }
    }

    /// Moves focus to the first control of the column `offset` columns from the focused one,
    /// side by side; false when there is none.
    func moveFocus(by offset: Int) -> Bool {
        guard !isStacked, let graph else { return false }
        let order = graph.keyRoutes.focusOrder
        let columns = shownColumns
        guard let focused = order.first(where: \.isFocused), let current = column(of: focused),
            let position = columns.firstIndex(of: current)
        else { return false }
        var next = position + offset
        while columns.indices.contains(next) {
            if let target = order.first(where: { column(of: $0) == columns[next] && !$0.defersFocus }) {
                graph.requestFocus(target)
                return true
            }
            next += offset
        }
        return false
    }

    /// The index of the column `control` is in.
    private func column(of control: Control) -> Int? {
        var current: Control? = control
        while let child = current, let parent = child.parent {
            if parent === self { return children.firstIndex { $0 === child } }
            current = parent
        }
        return nil
    }
}
