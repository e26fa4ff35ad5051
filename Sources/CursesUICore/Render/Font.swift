/// The text styles of SwiftUI's `Font`, as a terminal can show them: one cell size, so a
/// heading is bold and a caption is dim.
///
/// ```swift
/// Text("Savings").font(.headline)
/// Text("updated just now").font(.caption)
/// ```
public struct Font: Hashable, Sendable {
    let isBold: Bool
    let isDim: Bool

    /// Bold: the largest title.
    public static let largeTitle = Font(isBold: true, isDim: false)
    /// Bold.
    public static let title = Font(isBold: true, isDim: false)
    /// Bold.
    public static let title2 = Font(isBold: true, isDim: false)
    /// Bold.
    public static let title3 = Font(isBold: true, isDim: false)
    /// Bold.
    public static let headline = Font(isBold: true, isDim: false)
    /// Plain.
    public static let subheadline = Font(isBold: false, isDim: false)
    /// Plain.
    public static let body = Font(isBold: false, isDim: false)
    /// Plain.
    public static let callout = Font(isBold: false, isDim: false)
    /// Dim.
    public static let footnote = Font(isBold: false, isDim: true)
    /// Dim.
    public static let caption = Font(isBold: false, isDim: true)
    /// Dim.
    public static let caption2 = Font(isBold: false, isDim: true)

    /// This font in bold.
    public func bold() -> Font { Font(isBold: true, isDim: isDim) }
}
