/// How content fills the space offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    /// Fits inside, keeping its shape.
    case fit
    /// Fills the space, keeping its shape.
    case fill
}

extension Image {
    /// How an image is stretched, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// How an image is coloured, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the image's own colours.
        case original
        /// In the foreground style.
        case template
    }

    /// How an image is smoothed when scaled, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// No smoothing.
        case none
        /// Little smoothing.
        case low
        /// Some smoothing.
        case medium
        /// Most smoothing.
        case high
    }

    /// Would let the image be scaled to its frame. A symbol is one glyph in a cell, so the
    /// image keeps its size; accepted, no effect.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// Would draw the image as a template or in its own colours; a glyph takes the foreground
    /// style either way. Accepted, no effect.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Would choose how a scaled image is smoothed; accepted, no effect.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Would smooth the image's edges; accepted, no effect.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension View {
    /// Would scale the view to fit its frame, keeping its shape; a terminal draws it at its
    /// own size. Accepted, no effect.
    public func scaledToFit() -> some View { self }

    /// Would scale the view to fill its frame, keeping its shape; accepted, no effect.
    public func scaledToFill() -> some View { self }

    /// Sizes the view to `aspectRatio` (width over height, as seen: a cell is about half as
    /// wide as it is high), the largest that fits the space offered with `.fit`, as wide as
    /// offered with `.fill`; a card in a grid column gets its height from its width. With no
    /// ratio the view keeps its own size.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
}
