import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes that take the terminal from one cell's style to the next, made of the terminfo
/// entry's `sgr0`, `bold`, `dim`, `smul`, `rev`, `sitm`, `setaf` and `setab`, and worked out
/// once per style and per colour, not per cell.
///
/// Without colours (none in the entry, `NO_COLOR`, or not asked for) a filled background is
/// drawn in reversed video instead, as ncurses' monochrome terminals did.
final class StyleSequences {
    /// A style as this terminal draws it: the attributes it has, and colour numbers (-1 for
    /// the terminal's default).
    struct Rendition: Hashable {
        var attributes: UInt8
        var foreground: Int16
        var background: Int16

        /// The terminal's own colours, no attributes: what `sgr0` leaves.
        static let plain = Rendition(attributes: 0, foreground: -1, background: -1)
    }

    private let entry: TerminfoEntry
    /// The colours drawn: 8, 16, 256; 0 for none.
    let colorCount: Int
    /// The attribute capabilities, by bit of ``Rendition/attributes``; a missing one is never set.
    private let attributeSequences: [[UInt8]?]
    private var renditions: [Style: Rendition] = [:]
    private var sequences: [Rendition: [UInt8]] = [:]
    private var foregrounds: [Int16: [UInt8]] = [:]
    private var backgrounds: [Int16: [UInt8]] = [:]

    /// The sequences of `entry`, with colours when `usesColor` and the entry has them.
    init(entry: TerminfoEntry, usesColor: Bool) {
        self.entry = entry
        colorCount = usesColor ? entry.colors : 0
        attributeSequences = [entry.bold, entry.dim, entry.underline, entry.reverse, entry.italic]
    }

    /// How `style` is drawn here.
    func rendition(_ style: Style) -> Rendition {
        if let known = renditions[style] { return known }
        var attributes: UInt8 = 0
        // Reversed video: asked for, or standing in for a filled background (a shape's fill, a
        // chip behind a label) where the terminal draws no colours.
        let reversed = style.reverse != (colorCount == 0 && style.background.terminalNumber(colors: 8, isBackground: true) >= 0)
        for (bit, isSet) in [style.bold, style.dim, style.underline, reversed, style.italic].enumerated()
        where isSet && attributeSequences[bit] != nil {
            attributes |= 1 << bit
        }
        let rendition = Rendition(
            attributes: attributes,
            foreground: colorCount == 0 ? -1 : style.foreground.terminalNumber(colors: colorCount, isBackground: false),
            background: colorCount == 0 ? -1 : style.background.terminalNumber(colors: colorCount, isBackground: true))
        renditions[style] = rendition
        return rendition
    }

    /// Appends what changes `current` (nil when unknown) into `next`: only the attributes and
    /// colours it adds, or, where it takes one away, `sgr0` and then all of `next`.
    func append(from current: Rendition?, to next: Rendition, to buffer: inout [UInt8]) {
        if current == next { return }
        guard let current, current.attributes & ~next.attributes == 0, next.foreground >= 0 || current.foreground < 0,
            next.background >= 0 || current.background < 0
        else { return buffer.append(contentsOf: sequence(next)) }
        appendAttributes(next.attributes & ~current.attributes, to: &buffer)
        if next.foreground != current.foreground { buffer.append(contentsOf: foreground(next.foreground)) }
        if next.background != current.background { buffer.append(contentsOf: background(next.background)) }
    }

    /// The whole sequence of `rendition`: `sgr` with its attributes where the entry has it
    /// (one sequence, as ncurses wrote), or `sgr0` and each attribute's own; then italics and
    /// colours.
    func sequence(_ rendition: Rendition) -> [UInt8] {
        if let known = sequences[rendition] { return known }
        var bytes = entry.exitAttributes
        var rest = rendition.attributes
        if let sgr = entry.setAttributes {
            bytes = Self.attributes(sgr, rendition.attributes)
            rest &= Self.italic
        }
        appendAttributes(rest, to: &bytes)
        if rendition.foreground >= 0 { bytes += foreground(rendition.foreground) }
        if rendition.background >= 0 { bytes += background(rendition.background) }
        sequences[rendition] = bytes
        return bytes
    }

    /// The bits of ``Rendition/attributes``.
    static let bold: UInt8 = 1
    static let dim: UInt8 = 2
    static let underline: UInt8 = 4
    static let reverse: UInt8 = 8
    static let italic: UInt8 = 16

    /// `sgr` filled in for `attributes` (bold, dim, underline, reverse), padding left out.
    private static func attributes(_ sgr: [UInt8], _ attributes: UInt8) -> [UInt8] {
        func flag(_ bit: UInt8) -> Int32 { attributes & bit != 0 ? 1 : 0 }
        let formatted = TerminfoEntry.database.withLock { _ in
            (sgr.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { capability -> [UInt8] in
                guard let result = cncurses_tiparm_attributes(capability.baseAddress, flag(underline), flag(reverse), flag(dim), flag(bold))
                else { return [] }
                return Array(UnsafeRawBufferPointer(start: result, count: strlen(result)))
            }
        }
        return CapabilityTemplate.withoutPadding(formatted)
    }

    private func appendAttributes(_ attributes: UInt8, to buffer: inout [UInt8]) {
        guard attributes != 0 else { return }
        for (bit, bytes) in attributeSequences.enumerated() where attributes & (1 << bit) != 0 {
            if let bytes { buffer.append(contentsOf: bytes) }
        }
    }

    private func foreground(_ number: Int16) -> [UInt8] { Self.color(number, entry.foreground, cache: &foregrounds) }

    private func background(_ number: Int16) -> [UInt8] { Self.color(number, entry.background, cache: &backgrounds) }

    /// `template` (`setaf` or `setab`) filled in for colour `number`, once.
    private static func color(_ number: Int16, _ template: CapabilityTemplate?, cache: inout [Int16: [UInt8]]) -> [UInt8] {
        if let known = cache[number] { return known }
        var bytes: [UInt8] = []
        template?.append(Int(number), to: &bytes)
        cache[number] = bytes
        return bytes
    }
}
