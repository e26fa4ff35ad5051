/// A control that draws its own marks around a label made of views (a button's brackets, a
/// toggle's box): it lays the label's controls out in a row between `labelInsets`, and reverses
/// (focused) or dims (disabled) the whole control over what the label drew, so a focus change
/// redraws without evaluating the label.
class LabelHostControl: Control {
    /// Columns kept free before and after the label for the control's own marks.
    var labelInsets: (leading: Int, trailing: Int) { (0, 0) }
    /// True to draw the focused control bold as well as reversed.
    var isBoldWhenFocused: Bool { false }

    private static let row = StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 1)

    override func sizeThatFits(_ proposal: Size) -> Size {
        let marks = labelInsets.leading + labelInsets.trailing
        let label = Self.row.size(of: children, in: Size(width: max(0, proposal.width - marks), height: proposal.height))
        return Size(width: min(label.width + marks, proposal.width), height: min(max(1, label.height), proposal.height))
    }

    override func layoutChildren() {
        let insets = EdgeInsets(top: 0, leading: labelInsets.leading, bottom: 0, trailing: labelInsets.trailing)
        Self.row.place(children, in: frame.inset(by: insets))
    }

    override func drawOver(in canvas: inout CellGrid, clip: Rect) {
        guard isFocused || !isEnabled else { return }
        let isFocused = isFocused
        let isEnabled = isEnabled
        let isBold = isBoldWhenFocused
        canvas.restyle(frame.intersection(clip)) { style in
            if isFocused {
                style.reverse.toggle()
                if isBold { style.bold = true }
            }
            if !isEnabled { style.dim = true }
        }
    }
}
