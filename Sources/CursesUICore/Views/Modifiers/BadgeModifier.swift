/// A count or a short text at the end of a list row, next to a tab's title, or next to a
/// toolbar item, made by `.badge(_:)`. A count of zero shows nothing, as in SwiftUI.
struct BadgeModifier: ViewModifier {
    /// The badge's text; nil or empty shows nothing.
    let text: String?
    @Environment(\.isInToolbar) private var isInToolbar

    func body(content: Content) -> some View {
        if let text, !text.isEmpty, isInToolbar {
            // Beside the item: a Spacer would push the header's other items away.
            HStack(cellSpacing: 1) {
                content
                Text(text).foregroundStyle(.secondary)
            }
        } else if let text, !text.isEmpty {
            HStack(cellSpacing: 1) {
                content
                Spacer()
                Text(text).foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

extension View {
    /// Shows `count` at the end of this list row, next to the title of this tab view page, or
    /// next to this toolbar item, as SwiftUI's `badge(_:)`; zero shows nothing.
    ///
    /// ```swift
    /// TodoListView().tabItem { Label("To-Do", systemImage: "checklist") }.badge(remaining)
    /// ```
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : "\(count)"))
    }

    /// Shows the text of `label` at the end of this list row, or next to this page's tab title;
    /// nil shows nothing.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label.map { PlainText.of($0) }))
    }

    /// Shows `label` at the end of this list row, or next to this page's tab title; nil shows
    /// nothing.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { String($0) }))
    }

    /// How prominent the badges inside are. Accepted for SwiftUI compatibility; has no effect
    /// in a terminal, where a badge is the number at the end of its row.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

/// How prominent a badge is, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    private let name: String

    /// The standard badge.
    public static let standard = BadgeProminence(name: "standard")
    /// A more prominent badge.
    public static let increased = BadgeProminence(name: "increased")
    /// A less prominent badge.
    public static let decreased = BadgeProminence(name: "decreased")
}
