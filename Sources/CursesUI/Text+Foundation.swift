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

extension Text {
    /// Shows `key` from a bundle's string table, as SwiftUI's
    /// `Text(_:tableName:bundle:comment:)`: a terminal program has no string tables, so the
    /// key itself is shown, its Markdown styling the words.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle?, comment: StaticString? = nil) {
        self.init(key, tableName: tableName, comment: comment)
    }

    /// Shows `subject` written by a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    ///
    /// ```swift
    /// Text(dueDate as NSDate, formatter: dateFormatter)
    /// ```
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Shows an object written by a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Adds a value written by a Foundation `Formatter`: `"Due \(date, formatter: dateFormatter)"`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        appendInterpolation(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Adds an object written by a Foundation `Formatter`.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        appendInterpolation(formatter?.string(for: subject) ?? String(describing: subject))
    }
}
