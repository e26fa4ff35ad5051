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
        /// Interpolated: literal parts and values.
        case parts([Part])
    }

    enum Part: Equatable, Sendable {
        /// Written in the literal: Markdown.
        case literal(String)
        /// An interpolated value's characters, shown as they are.
        case argument(String)
        /// An interpolated ``Text``, keeping its own style.
        case text(Text)
    }

    let storage: Storage

    /// A key of `value`'s characters (Markdown in them styles the text).
    public init(_ value: String) { storage = .literal(value) }

    /// A key from a string literal.
    public init(stringLiteral value: String) { storage = .literal(value) }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { storage = .parts(stringInterpolation.parts) }

    /// The text this key shows: Markdown in its literal parts styles the words.
    var text: Text {
        switch storage {
        case .literal(let string):
            return Markdown.needsParsing(string) ? Markdown.text(string, arguments: []) : Text(verbatim: string)
        case .parts(let parts):
            var source = ""
            var texts: [Text] = []
            var needsParsing = false
            for part in parts {
                switch part {
                case .literal(let string):
                    needsParsing = needsParsing || Markdown.needsParsing(string)
                    source += string
                case .argument(let string): source += string
                case .text(let text):
                    texts.append(text)
                    source.append(Markdown.placeholder)
                }
            }
            if !needsParsing && texts.isEmpty { return Text(verbatim: source) }
            if !needsParsing { return Markdown.substitute([TextRun(content: .string(source), attributes: .none)], texts) }
            source = ""
            for part in parts {
                switch part {
                case .literal(let string): source += string
                case .argument(let string): source += Markdown.escaped(string)
                case .text: source.append(Markdown.placeholder)
                }
            }
            return Markdown.text(source, arguments: texts)
        }
    }

    /// Collects the literal parts and values of an interpolated key, as SwiftUI's
    /// `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var parts: [Part] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Adds a literal part.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.literal(literal)) }
        }

        /// Adds a string, shown as it is.
        public mutating func appendInterpolation(_ string: String) { parts.append(.argument(string)) }

        /// Adds any value, written as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { parts.append(.argument(String(describing: value))) }

        /// Adds a number written with a `printf` specifier, as SwiftUI's
        /// `appendInterpolation(_:specifier:)`: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            parts.append(.argument(PrintfFormat.format(specifier, Double(value))))
        }

        /// Adds an integer written with a `printf` specifier: `"\(count, specifier: "%03d")"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            parts.append(.argument(PrintfFormat.format(specifier, Double(value), integer: Int(value))))
        }

        /// Adds a value written by a Foundation format style: `"\(total, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            parts.append(.argument(format.format(input)))
        }

        /// Adds a date in a ``Text/DateStyle``: `"Updated \(date, style: .time)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            parts.append(.text(Text(date, style: style)))
        }

        /// Adds a span of dates: `"\(start...end)"`.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { parts.append(.text(Text(dates))) }

        /// Adds a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { parts.append(.text(Text(interval))) }

        /// Adds a running clock, as ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            parts.append(.text(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
        }

        /// Adds a ``Text``, keeping its style: `"Total: \(Text(total).bold())"`.
        public mutating func appendInterpolation(_ text: Text) { parts.append(.text(text)) }

        /// Adds an ``Image``'s glyph.
        public mutating func appendInterpolation(_ image: Image) { parts.append(.argument(image.glyph)) }
    }
}
