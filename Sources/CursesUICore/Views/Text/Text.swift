/// Shows read-only text, wrapped at spaces when it is wider than the space offered, as
/// SwiftUI's `Text`.
///
/// A string literal is read as Markdown, as SwiftUI reads a `LocalizedStringKey`: `**bold**`,
/// `*italic*`, code in backquotes, `~~strikethrough~~` and `[links](https://example.com)` style their
/// words. A `String` value, and `Text(verbatim:)`, show their characters as they are.
/// Modifiers that return `Text` (`.bold()`, `.italic()`, `.strikethrough()`,
/// `.foregroundColor(_:)`…) style the text, and `+` joins texts keeping each part's style.
///
/// ```swift
/// Text("Create piggy bank").bold()
/// Text("**Pro** member since *2021*")
/// Text(todo.title).strikethrough(todo.isDone)
/// Text("Total: ").bold() + Text(total, format: .currency(code: "USD"))
/// ```
public struct Text: View, Equatable {
    /// What the text shows: one plain string (most text), one string with modifiers, or runs
    /// of their own styles. Kept to one word of payload, as views are copied often.
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        indirect case styled(String, TextAttributes)
        case runs([TextRun])
    }

    var storage: Storage

    /// What the modifiers applied to a text of one run set.
    var attributes: TextAttributes {
        if case .styled(_, let attributes) = storage { return attributes }
        return .none
    }

    nonisolated init(storage: Storage) { self.storage = storage }

    /// Shows `content` exactly as given, as SwiftUI's `Text(verbatim:)`: no Markdown.
    nonisolated public init(verbatim content: String) { storage = .verbatim(content) }

    /// Shows a string's characters as they are, as SwiftUI's `Text(_:)` for a `String` value:
    /// no Markdown (a string literal is read as a ``LocalizedStringKey`` instead).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Shows `key`, with its Markdown styling the words, as SwiftUI's `Text(_:tableName:bundle:comment:)`.
    /// There is no string table in a terminal, so `tableName` and `comment` are not used.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self = key.text
    }

    /// The runs of this text, each with its style.
    nonisolated var runs: [TextRun] {
        switch storage {
        case .verbatim(let string): return [TextRun(content: .string(string), attributes: .none)]
        case .styled(let string, let attributes): return [TextRun(content: .string(string), attributes: attributes)]
        case .runs(let runs): return runs
        }
    }

    /// True when the text shows a time that moves on by itself (`.relative`, `.timer`).
    var isLive: Bool {
        guard case .runs(let runs) = storage else { return false }
        return runs.contains { $0.content.isLive }
    }

    /// True when the text is worked out where it is drawn, in the environment's locale: a date
    /// (`Text(date, style:)`) or a formatted value (`Text(total, format: .currency(code: "EUR"))`).
    var followsLocale: Bool {
        guard case .runs(let runs) = storage else { return false }
        return runs.contains {
            switch $0.content {
            case .date, .formatted: true
            case .string, .timer: false
            }
        }
    }

    /// The characters shown at `now`.
    func string(at now: Date = .now) -> String {
        switch storage {
        case .verbatim(let string), .styled(let string, _): return string
        case .runs(let runs): return runs.map { $0.content.string(at: now) }.joined()
        }
    }

    /// Shows an image's glyph as text, as SwiftUI's `Text(_:)` for an `Image`, to join with
    /// other text: `Text(Image(systemName: "star.fill")) + Text(" Favourites")`.
    nonisolated public init(_ image: Image) { storage = .verbatim(image.glyph) }

    /// Joins two texts, each keeping its own style, as SwiftUI's `Text + Text`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .runs(lhs.runs + rhs.runs))
    }
}

/// A part of a ``Text`` with one style.
struct TextRun: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        case string(String)
        /// A date shown in a style, worked out when drawn.
        case date(Date, Text.DateStyle)
        /// A count up or down across an interval, worked out when drawn.
        case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)
        /// A value written by a format style in the locale where it is drawn.
        case formatted(FormattedValue)

        var isLive: Bool {
            switch self {
            case .string, .formatted: false
            case .date(_, let style): style.isLive
            case .timer: true
            }
        }

        func string(
            at now: Date, calendar: Calendar = .current, locale: Locale = .current, writer: DateFieldWriter? = nil
        ) -> String {
            switch self {
            case .string(let string): string
            case .date(let date, let style): style.format(date, now: now, calendar: calendar, locale: locale, writer: writer)
            case .timer(let interval, let countsDown, let showsHours):
                TimeText.timer(interval, now: now, countsDown: countsDown, showsHours: showsHours)
            case .formatted(let value): value.string(in: locale)
            }
        }
    }

    var content: Content
    var attributes: TextAttributes
}

extension Text: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? { TextControl(node: node) }

    func configure(_ node: Node) -> [ViewChild] {
        guard let control = node.control as? TextControl else { return [] }
        let environment = node.environment
        control.update(text: self, environment: environment)
        if isLive {
            control.isTicking = true
            LiveTextClock.keepTicking(node)
        } else if control.isTicking {
            control.isTicking = false
            LiveTextClock.stop(node)
        }
        return []
    }

    func looksTheSame(in environment: EnvironmentValues, node: Node) -> Bool {
        guard let control = node.control as? TextControl else { return false }
        return control.source == self && control.environmentStyle == environment.style && control.lineLimit == environment.lineLimit
            && control.options == environment.textOptions && !followsLocale  // a date or a format follows the locale
    }
}

/// Evaluates a ``Text`` that shows a running time again at each new second while it is on
/// screen: its node is invalidated by a task that sleeps to the next second and is cancelled
/// when the node goes.
@MainActor
enum LiveTextClock {
    static func keepTicking(_ node: Node) {
        let slot = node.storage(for: "liveText") { RunningTask<Int>() }
        guard !slot.hasStarted else { return }
        slot.hasStarted = true
        node.attributes[DisappearAttribute.self] = { slot.cancel() }
        let reference = node.reference
        slot.task = Task { @MainActor in
            while !Task.isCancelled {
                let now = Date.now.timeIntervalSinceReferenceDate
                let wait = (now.rounded(.down) + 1 - now) * 1000
                do { try await Task.sleep(for: .milliseconds(Int64(wait.rounded(.up)))) } catch { return }
                guard let node = reference.node else { return }
                node.invalidate()
            }
        }
    }

    static func stop(_ node: Node) {
        guard let slot = node.storage(forExisting: "liveText") as? RunningTask<Int>, slot.hasStarted else { return }
        slot.cancel()
        slot.hasStarted = false
    }
}
