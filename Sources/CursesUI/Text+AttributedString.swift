import CursesUICore
import Foundation

extension Text {
    /// Shows an attributed string, as SwiftUI's `Text(_:)` for an `AttributedString`: its
    /// characters, with its links underlined in the accent colour (and hyperlinks where the
    /// terminal shows them). Foundation on Linux has neither `inlinePresentationIntent` nor
    /// `AttributedString(markdown:)`, and SwiftUI's own attributes (font, colour) are not
    /// there either, so nothing else styles the runs.
    ///
    /// ```swift
    /// var name = AttributedString("Swift")
    /// name.link = URL(string: "https://swift.org")
    /// Text(name)
    /// ```
    @_disfavoredOverload
    public init(_ attributedString: AttributedString) {
        var result: Text?
        for run in attributedString.runs {
            let string = String(attributedString[run.range].characters)
            guard !string.isEmpty else { continue }
            var text = Text(verbatim: string)
            if let link = run.link { text = text._link(to: link.absoluteString) }
            result = result.map { $0 + text } ?? text
        }
        self = result ?? Text(verbatim: "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Adds an attributed string, keeping its emphasis and links.
    @MainActor public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(Text(attributedString))
    }
}
