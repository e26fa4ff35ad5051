import FoundationEssentials

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A terminal cannot draw a picture, so
/// the image never arrives: the plain form takes no space, the `placeholder:` form shows its
/// placeholder, and the phase form is given `.failure` with ``AsyncImageUnavailable``, so a
/// program shows what it shows when an image cannot be had.
///
/// ```swift
/// AsyncImage(url: photo.url) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     Image(systemName: "photo")
/// }
/// ```
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The view's content.
    public var body: some View { content }
}

/// The state of an ``AsyncImage``'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an ``AsyncImage`` has no image: a terminal draws text, not pictures.
public struct AsyncImageUnavailable: Error, CustomStringConvertible {
    /// The image's address.
    public let url: URL?

    /// A readable description.
    public var description: String { "A terminal cannot show images" }
}

extension AsyncImage where Content == EmptyView {
    /// An image from `url`: in a terminal, nothing.
    public init(url: URL?, scale: Double = 1) { content = EmptyView() }
}

extension AsyncImage {
    /// An image from `url` shown through `content`, with `placeholder` until it loads: in a
    /// terminal, the placeholder.
    public init<I: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    /// An image from `url` shown through `content` for each phase of its load: in a terminal,
    /// the failure phase.
    public init(
        url: URL?, scale: Double = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.failure(AsyncImageUnavailable(url: url)))
    }
}
