/// The size and place of the space a `GeometryReader` was given, as SwiftUI's `GeometryProxy`.
/// Terminal geometry is in whole cells, so `size` is a ``Size`` of columns and rows.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 60 ? "Wide" : "Narrow")
/// }
/// ```
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's frame on the screen.
    let screenFrame: Rect

    /// The size of the space given to the reader.
    public var size: Size { screenFrame.size }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: on the whole screen for `.global`, at the
    /// origin for `.local` and for named spaces.
    public func frame(in coordinateSpace: CoordinateSpace) -> Rect {
        switch coordinateSpace {
        case .global: screenFrame
        case .local, .named: Rect(origin: .zero, size: screenFrame.size)
        }
    }
}

/// Where a frame is measured from, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// A space a view named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space; frames are measured from a reader's own origin, so
    /// the name is accepted and frames in it are local.
    public func coordinateSpace<N: Hashable>(name: N) -> some View { self }
}
