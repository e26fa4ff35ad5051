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

    /// Would keep the view's width-to-height ratio as it is scaled; accepted, no effect.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View { self }
}
