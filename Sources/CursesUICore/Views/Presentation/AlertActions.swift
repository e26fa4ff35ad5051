/// The actions of an alert as iOS lays them out: each text field on a row of its own, full
/// width, above the buttons, which stand side by side.
struct AlertActions<Content: View>: View {
    let content: Content
}

extension AlertActions: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { AlertActionsControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] { [ViewChild(content)] }
}

/// Stacks the text fields among its children, then places the rest in one row under them.
final class AlertActionsControl: Control {
    private static let buttons = StackLayout(axis: .horizontal, alignment: .topLeading, spacing: 1)
    /// The width an alert with a text field takes at least: a name or a short sentence fits,
    /// and the alert stays a narrow box, as on iOS.
    private static let fieldWidth = 30

    private var fields: [Control] { children.filter { $0 is TextFieldControl } }
    private var others: [Control] { children.filter { !($0 is TextFieldControl) } }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let fields = fields
        let row = Self.buttons.size(of: others, in: Size(width: proposal.width, height: 1))
        let width = fields.isEmpty ? row.width : max(row.width, min(proposal.width, Self.fieldWidth))
        return Size(width: width, height: min(proposal.height, fields.count + row.height))
    }

    override func layoutChildren() {
        var y = frame.minY
        for field in fields {
            field.place(Rect(x: frame.minX, y: y, width: frame.size.width, height: 1).intersection(frame))
            y += 1
        }
        Self.buttons.place(others, in: Rect(x: frame.minX, y: y, width: frame.size.width, height: max(0, frame.maxY - y)))
    }
}
