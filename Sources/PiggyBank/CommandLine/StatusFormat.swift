/// The line `piggybank status` prints, as a template of text and placeholders:
/// `{icon} {name} {percent} {saved}/{target}` (the default) reads "🐷 Bike 42% $210/$500".
///
/// A placeholder with nothing to show (`{days}` without an expiry, `{icon}` with `--no-icon`)
/// takes one space beside it away with it (the one before it, else the one after), so no gap
/// is left.
struct StatusFormat: Equatable {
    /// The placeholders, in the order help lists them.
    enum Placeholder: String, CaseIterable {
        case icon, name, saved, target, percent, left, days
    }

    enum Piece: Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    static let standard = "{icon} {name} {percent} {saved}/{target}"

    let pieces: [Piece]

    /// Reads a template; a `{word}` that is not a placeholder is an error naming it. A `{` with
    /// no `}` after it is text.
    init(_ template: String, _ strings: Strings) throws {
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let name = String(rest[rest.index(after: open)..<close])
            guard let placeholder = Placeholder(rawValue: name) else {
                let known = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
                throw UsageError(strings("cli.status.badPlaceholder", "{\(name)}", known))
            }
            pieces.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// The line with each placeholder replaced by its value; an empty value drops a space
    /// beside it.
    func line(_ values: (Placeholder) -> String) -> String {
        var line = ""
        var dropsLeadingSpace = false
        for piece in pieces {
            switch piece {
            case .text(var text):
                if dropsLeadingSpace, text.first == " " { text.removeFirst() }
                dropsLeadingSpace = false
                line += text
            case .placeholder(let placeholder):
                let value = values(placeholder)
                if value.isEmpty {
                    if line.last == " " && !dropsLeadingSpace { line.removeLast() } else { dropsLeadingSpace = true }
                    continue
                }
                dropsLeadingSpace = false
                line += value
            }
        }
        return line
    }
}
