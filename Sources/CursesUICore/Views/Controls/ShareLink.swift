import FoundationEssentials

/// A control that shares an item, as SwiftUI's `ShareLink`. A terminal has no share sheet:
/// pressing it copies the item's text (a URL's address) to the clipboard through the terminal
/// (OSC 52), which most terminals pass to the system clipboard.
///
/// ```swift
/// ShareLink(item: note.body)
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let label: Label

    /// A share link for `item` showing `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        text = item
        self.label = label()
    }

    /// A share link for the URL `item` showing `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item.absoluteString, subject: subject, message: message, label: label)
    }

    /// The button that copies the item.
    public var body: some View {
        ShareButton(text: text, label: label)
    }
}

extension ShareLink where Label == CursesUICore.Label<Text, Image> {
    /// A share link for `item` labelled “Share”.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init("Share", item: item, subject: subject, message: message)
    }

    /// A share link for the URL `item` labelled “Share”.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init("Share", item: item.absoluteString, subject: subject, message: message)
    }

    /// A share link for `item` titled `title`.
    public init(_ title: String, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { CursesUICore.Label(title, systemImage: "square.and.arrow.up") }
    }

    /// A share link for the URL `item` titled `title`.
    public init(_ title: String, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(title, item: item.absoluteString, subject: subject, message: message)
    }
}

/// A button copying `text` to the clipboard through the environment's terminal.
private struct ShareButton<Label: View>: View {
    let text: String
    let label: Label
    @Environment(\.copyToClipboard) private var copy

    var body: some View {
        Button {
            copy(text)
        } label: {
            label
        }
    }
}
