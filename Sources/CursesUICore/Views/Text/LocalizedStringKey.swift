/// The text of a string literal given to ``Text``, as SwiftUI's `LocalizedStringKey`: its
/// literal parts are read as Markdown, its interpolated values are shown as they are.
///
/// There are no string tables in a terminal, so the key is the text shown.
///
/// ```swift
/// Text("Make words from **\(rootWord)**.")             // the word in bold, whatever it holds
/// Text("Total: \(total, format: .currency(code: "USD"))")
/// Text("Updated \(lastUpdated, style: .time)")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    enum Storage: Equatable, Sendable {
        /// A literal without interpolations.
        case literal(String)
        /// An interpolated literal: its characters with the values as they are, the same with
        /// the values escaped for Markdown when the literal parts have any (nil when not), and
        /// the interpolated texts its placeholders stand for.
        case interpolated(plain: String, markdown: String?, texts: [Text])
    }

    let storage: Storage

    /// A key of `value`'s characters (Markdown in them styles the text).
    public init(_ value: String) { storage = .literal(value) }

    /// A key from a string literal.
    public init(stringLiteral value: String) { storage = .literal(value) }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        storage = .interpolated(
            plain: stringInterpolation.plain,
            markdown: stringInterpolation.literalsNeedParsing ? stringInterpolation.escaped ?? stringInterpolation.plain : nil,
            texts: stringInterpolation.texts)
    }

    /// The text this key shows: Markdown in its literal parts styles the words.
    var text: Text {
        switch storage {
        case .literal(let string):
            return Markdown.needsParsing(string) ? Markdown.text(string, arguments: []) : Text(verbatim: string)
        case .interpolated(_, let markdown?, let texts): return Markdown.text(markdown, arguments: texts)
        case .interpolated(let plain, nil, let texts):
            if texts.isEmpty { return Text(verbatim: plain) }
            return Markdown.substitute([TextRun(content: .string(plain), attributes: .none)], texts)
        }
    }

    /// Collects the literal parts and values of an interpolated key, as SwiftUI's
    /// `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The characters, values as they are.
        var plain = ""
        /// The characters with the values escaped for Markdown, once a value needed escaping.
        var escaped: String?
        /// True when a literal part has a character Markdown gives a meaning to.
        var literalsNeedParsing = false
        /// The interpolated texts, in the order of their placeholders.
        var texts: [Text] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            plain.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Adds a literal part.
        public mutating func appendLiteral(_ literal: String) {
            if !literalsNeedParsing, Markdown.needsParsing(literal) { literalsNeedParsing = true }
            plain += literal
            escaped? += literal
        }

        private mutating func appendArgument(_ argument: String) {
            let escapedArgument = Markdown.escaped(argument)
            if escaped == nil, escapedArgument.utf8.count != argument.utf8.count { escaped = plain }
            plain += argument
            escaped? += escapedArgument
        }

        private mutating func appendText(_ text: Text) {
            texts.append(text)
            plain.append(Markdown.placeholder)
            escaped?.append(Markdown.placeholder)
        }

        /// Adds a string, shown as it is.
        public mutating func appendInterpolation(_ string: String) { appendArgument(string) }

        /// Adds any value, written as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { appendArgument(String(describing: value)) }

        /// Adds an integer as SwiftUI does, with the locale's grouping: `"\(3688) forks"` reads
        /// "3,688 forks". Write `"\(String(year))"` or use `Text(verbatim:)` for digits alone.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            appendArgument(InterpolatedNumber.string(value, locale: .current))
        }

        /// Adds a floating-point value as SwiftUI's `%lf` does: six decimals, with the locale's
        /// grouping (`"\(8.0) hours"` reads "8.000000 hours", as on iOS). Give a `format:` or a
        /// `specifier:` to choose the digits.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            appendArgument(InterpolatedNumber.string(value, locale: .current))
        }

        /// Adds a number written with a `printf` specifier, as SwiftUI's
        /// `appendInterpolation(_:specifier:)`: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendArgument(PrintfFormat.format(specifier, Double(value)))
        }

        /// Adds an integer written with a `printf` specifier: `"\(count, specifier: "%03d")"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendArgument(PrintfFormat.format(specifier, Double(value), integer: Int(value)))
        }

        /// Adds a value written by a Foundation format style: `"\(total, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendArgument(format.format(input))
        }

        /// Adds a value written by a Foundation format style in the environment's `\.locale`,
        /// where the text is drawn, as SwiftUI writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendText(Text.formatted(input, format: format))
        }

        /// Adds a date in a ``Text/DateStyle``: `"Updated \(date, style: .time)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            if style.dependsOnEnvironment { appendText(Text(date, style: style)) } else { appendArgument(style.format(date, now: date)) }
        }

        /// Adds a span of dates: `"\(start...end)"`.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { appendText(Text(dates)) }

        /// Adds a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { appendText(Text(interval)) }

        /// Adds a running clock, as ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            appendText(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }

        /// Adds a ``Text``, keeping its style: `"Total: \(Text(total).bold())"`.
        public mutating func appendInterpolation(_ text: Text) { appendText(text) }

        /// Adds an ``Image``'s glyph.
        public mutating func appendInterpolation(_ image: Image) { appendArgument(image.glyph) }
    }
}
