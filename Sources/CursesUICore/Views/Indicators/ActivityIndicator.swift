/// The moving part of a ``ProgressView`` for an amount not known: a braille spinner, or a
/// block sweeping along a bar.
///
/// It moves on only while it is drawn: each drawing asks for the next frame a tenth of a
/// second later, so a spinner scrolled away, covered or removed asks for nothing, and the
/// program sleeps as it did before.
struct ActivityIndicator: View {
    enum Kind: Hashable {
        case spinner
        case sweep
    }

    let kind: Kind
}

extension ActivityIndicator: PrimitiveView {
    var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { ActivityIndicatorControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        (node.control as? ActivityIndicatorControl)?.configure(kind: kind, environment: node.environment)
        return []
    }
}

final class ActivityIndicatorControl: Control {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let frameInterval = Duration.milliseconds(100)

    private var kind = ActivityIndicator.Kind.spinner
    private var tint: Color?
    private(set) var phase = 0
    private var nextFrame: Task<Void, Never>?

    func configure(kind newKind: ActivityIndicator.Kind, environment: EnvironmentValues) {
        if newKind != kind || environment.style != style || environment.tint != tint {
            if newKind != kind { setNeedsLayout() }
            kind = newKind
            style = environment.style
            tint = environment.tint
            setNeedsDisplay()
        }
    }

    override func expands(_ axis: Axis) -> Bool { kind == .sweep && axis == .horizontal }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: kind == .sweep ? proposal.width : min(1, proposal.width), height: min(1, proposal.height))
    }

    override func detach() {
        nextFrame?.cancel()
        nextFrame = nil
        super.detach()
    }

    override func draw(in canvas: inout CellGrid, clip: Rect) {
        guard !frame.intersection(clip).isEmpty else { return }
        var drawn = style
        drawn.foreground = tint ?? .cyan
        switch kind {
        case .spinner:
            canvas.draw(Self.spinnerFrames[phase % Self.spinnerFrames.count], at: frame.origin, style: drawn, clip: clip)
        case .sweep:
            canvas.draw(Self.sweep(phase: phase, width: frame.size.width), at: frame.origin, style: drawn, clip: clip)
        }
        scheduleNextFrame()
    }

    /// A bar a quarter full, its block moving right then back.
    static func sweep(phase: Int, width: Int) -> String {
        guard width > 0 else { return "" }
        let block = max(1, width / 4)
        let travel = width - block
        let position = travel == 0 ? 0 : (phase % (2 * travel) < travel ? phase % (2 * travel) : 2 * travel - phase % (2 * travel))
        return String(repeating: "░", count: position) + String(repeating: "█", count: block)
            + String(repeating: "░", count: width - block - position)
    }

    private func scheduleNextFrame() {
        guard nextFrame == nil, isAttached else { return }
        let reference = reference
        nextFrame = Task { @MainActor in
            do { try await Task.sleep(for: Self.frameInterval) } catch { return }
            guard let self = reference.control(as: ActivityIndicatorControl.self), self.isAttached else { return }
            self.nextFrame = nil
            self.phase += 1
            self.setNeedsDisplay()
            self.node?.invalidate()  // so the run loop draws the damaged cell
        }
    }
}
