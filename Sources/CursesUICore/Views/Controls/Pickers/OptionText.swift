/// The text of a picker's option: one line, or for a `VStack` of texts (a title over a
/// subtitle, as iOS lists them under each other) one line per text, joined by newlines.
@MainActor
enum OptionText {
    static func of(_ view: some View) -> String {
        if let column = view as? any OptionLines { return column.optionLines.filter { !$0.isEmpty }.joined(separator: "\n") }
        return PlainText.of(view)
    }
}

/// A view whose option text is several lines.
@MainActor
protocol OptionLines {
    var optionLines: [String] { get }
}

extension VStack: OptionLines {
    var optionLines: [String] {
        (content as? any TupleLines)?.lines ?? [PlainText.of(content)]
    }
}

extension ModifiedContent: OptionLines where Content: View {
    var optionLines: [String] {
        (content as? any OptionLines)?.optionLines ?? [PlainText.of(content)]
    }
}

/// The text of each child of a tuple, one entry a child.
@MainActor
protocol TupleLines {
    var lines: [String] { get }
}

extension TupleView: TupleLines {
    var lines: [String] {
        var lines: [String] = []
        for child in repeat each content { lines.append(PlainText.of(child)) }
        return lines
    }
}
