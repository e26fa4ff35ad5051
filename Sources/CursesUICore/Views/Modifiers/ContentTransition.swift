/// How changed content would be replaced, as SwiftUI's `ContentTransition`: a terminal writes the
/// new text at once, so every content transition is accepted and has no effect.
///
/// ```swift
/// Text(score, format: .number).contentTransition(.numericText())
/// ```
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// Replaces the content as it is.
    public static let identity = ContentTransition(name: "identity")
    /// Fades the old content out and the new one in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Blends the old content into the new.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Rolls digits up or down as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Rolls digits up or down as `value` changes.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// Would animate changes of this view's content; a terminal writes the new content at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
