/// What a drag on a sheet does first, as SwiftUI's `PresentationContentInteraction`: a
/// terminal neither drags nor resizes sheets, so every value reads the same.
public struct PresentationContentInteraction: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A drag resizes the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A drag scrolls the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether the screen behind a sheet takes input, as SwiftUI's
/// `PresentationBackgroundInteraction`: in a terminal, keys always go to the sheet.
public struct PresentationBackgroundInteraction: Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// The screen behind takes input.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// The screen behind takes input while the sheet is at most `detent` tall.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
    /// The screen behind takes no input.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

extension View {
    /// The background of a sheet. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where a sheet is a framed box in the terminal's colours.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// A view behind a sheet's content. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        self
    }

    /// The corner radius of a sheet. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, whose sheet frame is drawn with box lines.
    public func presentationCornerRadius(_ cornerRadius: Int?) -> some View { self }

    /// What a drag on a sheet does first. Accepted for SwiftUI compatibility; has no effect in
    /// a terminal.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Whether the screen behind a sheet takes input. Accepted for SwiftUI compatibility; has
    /// no effect in a terminal, where keys go to the sheet until it closes.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
}
