/// The text a view shows, for controls that draw one line of it (a button's title, a
/// picker's choice): `Text`, `Label`, `Image` glyphs, and rows or groups of them.
@MainActor
enum PlainText {
    static func of(_ view: some View) -> String {
        if let carrier = view as? any PlainTextCarrier { return carrier.plainText }
        return ""
    }
}

/// A view that can say what text it shows.
@MainActor
protocol PlainTextCarrier {
    var plainText: String { get }
}

extension Text: PlainTextCarrier {
    var plainText: String { string() }
}

extension Image: PlainTextCarrier {
    var plainText: String { glyph }
}

extension Label: PlainTextCarrier {
    var plainText: String {
        [PlainText.of(icon), PlainText.of(title)].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension ModifiedContent: PlainTextCarrier where Content: View {
    var plainText: String { PlainText.of(content) }
}

extension HStack: PlainTextCarrier {
    var plainText: String { PlainText.of(content) }
}

extension Group: PlainTextCarrier {
    var plainText: String { PlainText.of(content) }
}

extension TupleView: PlainTextCarrier {
    var plainText: String {
        var parts: [String] = []
        for child in repeat each content { parts.append(PlainText.of(child)) }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
