import FoundationEssentials

/// A control that opens a URL, as SwiftUI's `Link`: drawn underlined in the tint colour, it is
/// an OSC 8 hyperlink in terminals that show them (a click opens it), and Enter, Space or a
/// click on it opens it through `@Environment(\.openURL)`.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// A link showing `label`, opening `destination`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }
}

extension Link where Label == Text {
    /// A link titled `title`, opening `destination`.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { LinkControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? LinkControl else { return [] }
        node.childEnvironment.style.underline = true
        node.childEnvironment.style.foreground = node.environment.tint ?? .blue
        let openURL = node.environment.openURL
        let destination = destination
        control.open = { openURL(destination) }
        if control.destination != destination.absoluteString {
            control.destination = destination.absoluteString
            control.setNeedsDisplay()
        }
        control.isEnabled = node.environment.isEnabled
        return [ViewChild(label)]
    }
}

/// The label's controls in a row, reversed while focused, marked as a hyperlink when drawn.
final class LinkControl: LabelHostControl, Activatable {
    override var activatable: (any Activatable)? { self }
    var destination = ""
    var open: @MainActor () -> Void = {}

    override var acceptsFocus: Bool { true }

    override var keyHelp: [KeyHelp] { [KeyHelp("Enter", "open")] }

    var keyboardShortcut: Key? { nil }

    var shortcutHelp: String { "" }

    func activate() {
        guard isEnabled else { return }
        open()
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            activate()
            return true
        case .mouse(let event) where event.kind == .press:
            activate()
            return true
        default:
            return false
        }
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        super.drawOver(in: &canvas, clip: clip)
        canvas.link(frame.intersection(clip), to: destination)
    }
}
