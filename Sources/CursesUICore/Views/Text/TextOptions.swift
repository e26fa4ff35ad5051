/// How the ``Text`` views inside are laid out and shown, set by the view-level text modifiers.
public struct TextOptions: Equatable, Sendable {
    /// Where lines of wrapped text sit (`.multilineTextAlignment(_:)`).
    public var alignment = TextAlignment.leading
    /// Where text that does not fit is cut (`.truncationMode(_:)`).
    public var truncationMode = Text.TruncationMode.tail
    /// The case letters are shown in (`.textCase(_:)`); nil shows them as written.
    public var textCase: Text.Case?
    /// Why content is shown as a placeholder (`.redacted(reason:)`).
    public var redactionReasons = RedactionReasons()
    /// True inside `.privacySensitive()`: hidden when the reasons include `.privacy`.
    public var isPrivacySensitive = false
    /// The lines a `Text` takes even when it has fewer (`.lineLimit(2...5)`,
    /// `.lineLimit(3, reservesSpace: true)`).
    public var reservedLines = 0

    /// The defaults: leading, cut at the end, as written, not redacted.
    public init() {}

    /// True when text is drawn as placeholder blocks.
    var redacts: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

/// How lines of text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the leading (left) edge.
    case leading
    /// Centred.
    case center
    /// Against the trailing (right) edge.
    case trailing
}

extension Text {
    /// Where text that does not fit is cut and marked with "…", as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end of the text".
        case head
        /// At the end: "Start of the…".
        case tail
        /// In the middle: "Start…the text".
        case middle
    }

    /// A case to show letters in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// ALL CAPITALS.
        case uppercase
        /// all small letters.
        case lowercase
    }
}

/// Why a view shows a placeholder instead of its content, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder for data still to come: text is drawn as ▒ blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (`.privacySensitive()`) is hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date: shown as it is in a terminal.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    /// Why views inside are redacted, as SwiftUI's `redactionReasons`.
    public var redactionReasons: RedactionReasons {
        get { textOptions.redactionReasons }
        set { textOptions.redactionReasons = newValue }
    }

    /// How lines of wrapped text line up, as SwiftUI's `multilineTextAlignment`.
    public var multilineTextAlignment: TextAlignment {
        get { textOptions.alignment }
        set { textOptions.alignment = newValue }
    }

    /// Where text that does not fit is cut, as SwiftUI's `truncationMode`.
    public var truncationMode: Text.TruncationMode {
        get { textOptions.truncationMode }
        set { textOptions.truncationMode = newValue }
    }

    /// The case text inside is shown in, as SwiftUI's `textCase`.
    public var textCase: Text.Case? {
        get { textOptions.textCase }
        set { textOptions.textCase = newValue }
    }
}
