/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor`. A terminal shows a
/// popover as a box over the middle of the screen, so the anchor has no effect.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor)
    /// A point of the view.
    case point(UnitPoint)

    /// A rectangle source, as SwiftUI's `Anchor<CGRect>.Source`.
    public enum Anchor: Sendable {
        /// The view's bounds.
        case bounds
    }
}

extension View {
    /// Presents `content` over the whole screen while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover`: it covers every cell, with no frame or margin, and closes with Esc or
    /// `dismiss()`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        PresentationHost(
            base: self, isPresented: isPresented, title: "", fitsContent: false, buttonsDismiss: false, onDismiss: onDismiss,
            coversScreen: true, content: content())
    }

    /// Presents `content(item)` over the whole screen while `item` is not nil; closing sets it
    /// to nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationHost(
            base: self, isPresented: Binding(location: PresenceLocation(item: item)), title: "", fitsContent: false,
            buttonsDismiss: false, onDismiss: onDismiss, coversScreen: true, content: item.wrappedValue.map(content))
    }

    /// Presents `content` in a popover while `isPresented` is true. As on a phone, a popover
    /// shows as a sheet; in a terminal a box the size of its content, centred, closed with Esc.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented) { content().presentationSizing(.fitted) }
    }

    /// Presents `content(item)` in a popover while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item) { content($0).presentationSizing(.fitted) }
    }

    /// How a presentation adapts to a compact size. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

/// How a presentation adapts to a compact size, as SwiftUI's `PresentationAdaptation`.
public enum PresentationAdaptation: Sendable {
    /// The system's choice.
    case automatic
    /// No adaptation.
    case none
    /// A popover.
    case popover
    /// A sheet.
    case sheet
    /// A full-screen cover.
    case fullScreenCover
}
