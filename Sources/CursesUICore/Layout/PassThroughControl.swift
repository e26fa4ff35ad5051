/// A control that wraps one view without changing its layout: the view takes the space it
/// would take alone and keeps its layout priority. Modifiers that only hold something for
/// their surroundings to read (an alignment guide, a layout value) or watch or draw over the
/// view build on it.
class PassThroughControl: Control {
    override var layoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }

    override func sizeThatFits(_ proposal: Size) -> Size { StackLayout.column.size(of: children, in: proposal) }

    override func layoutChildren() { StackLayout.column.place(children, in: frame) }
}
