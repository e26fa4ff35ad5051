/// A modal box over the screen: while it is shown, focus and keys stay inside it; Esc closes
/// it. Used for confirmations and amount prompts.
///
/// ```swift
/// content.dialog(isPresented: $confirmingDelete, title: "Delete?") {
///     Text("Delete “Trip” and its records?")
///     HStack { Button("Delete") { delete() }; Button("Cancel") { confirmingDelete = false } }
/// }
/// ```
public struct DialogHost<Base: View, Content: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    let title: String
    let content: Content

    /// The view's content.
    public var body: some View {
        ZStack(alignment: .topLeading) {
            base
            if isPresented.wrappedValue {
                DialogBox(title: title, dismissKeys: [.escape], dismiss: { isPresented.wrappedValue = false }, content: content)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            }
        }
    }
}

extension View {
    /// Shows a modal dialog over this view while `isPresented` is true.
    public func dialog<Content: View>(
        isPresented: Binding<Bool>, title: String, @ViewBuilder content: () -> Content
    ) -> DialogHost<Self, Content> {
        DialogHost(base: self, isPresented: isPresented, title: title, content: content())
    }
}

/// The framed, filled box of a dialog; `dismissKeys` (Esc) close it from anywhere inside.
struct DialogBox<Content: View>: View {
    let title: String
    let dismissKeys: Set<Key>
    let dismiss: @MainActor () -> Void
    let content: Content
}

extension DialogBox: PrimitiveView {
    func makeControl(for node: Node) -> Control? { DialogControl(node: node) }

    func update(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? DialogControl else { return [] }
        if control.title != title {
            control.title = title
            control.setNeedsLayout()
        }
        let dismissKeys = dismissKeys
        let dismiss = dismiss
        node.attributes[KeyHandlerAttribute.self] = { [weak control] key in
            guard dismissKeys.contains(key) else { return false }
            // A cancel button inside answers Esc with its own action (it closes the dialog too).
            if let cancel = control?.subtree.first(where: { $0 !== control && $0.keyboardShortcut == key && $0.isEnabled }) {
                cancel.activate()
            } else {
                dismiss()
            }
            return true
        }
        node.attributes[KeyHelpAttribute.self] = [KeyHelp(dismissKeys.map(\.description).sorted().joined(separator: "/"), "close")]
        return [ViewChild(content)]
    }
}

/// Clears its area, draws a double-line frame with the title, and traps focus.
final class DialogControl: Control {
    var title = ""

    override var isModal: Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = Size(width: max(0, min(proposal.width, 70) - 4), height: max(0, proposal.height - 2))
        let content = StackLayout.column.size(of: children, in: inner)
        let width = max(content.width, DisplayWidth.of(title) + 2) + 4
        return Size(width: min(proposal.width, width), height: min(proposal.height, content.height + 2))
    }

    override func layoutChildren() {
        StackLayout.column.place(children, in: frame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)))
    }

    override func draw(in canvas: inout Canvas, clip: Rect) {
        canvas.fill(frame.intersection(clip), style: style)
        canvas.drawBox(frame, lines: .double, title: title, titleInset: 2, style: style, clip: clip)
    }
}
