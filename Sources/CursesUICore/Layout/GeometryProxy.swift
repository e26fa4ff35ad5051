/// The size and place of the space a `GeometryReader` was given, as SwiftUI's `GeometryProxy`.
/// Its lengths are in the program's ``LengthUnit``: points under `import CursesUI`'s
/// `App.main()`, as on iOS (80 columns are 640 points), so lengths computed from them and
/// written into frames come back as the cells they were measured from; cells otherwise.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("Half").frame(width: proxy.size.width * 0.5)
/// }
/// ```
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's frame on the screen, in cells.
    let screenFrame: Rect
    /// The unit the program writes its lengths in.
    let unit: LengthUnit

    /// The reader's frame on the screen in `unit`.
    private var frameInUnit: Rect {
        guard unit == .points else { return screenFrame }
        let (column, row) = (Int(LengthUnit.pointsPerColumn), Int(LengthUnit.pointsPerRow))
        return Rect(
            x: screenFrame.minX * column, y: screenFrame.minY * row, width: screenFrame.size.width * column,
            height: screenFrame.size.height * row)
    }

    /// The size of the space given to the reader, with `CGSize`'s floating-point width and
    /// height. Under `import CursesUI` a program gets Foundation's `CGSize` instead, as SwiftUI's.
    @_disfavoredOverload public var size: _GeometrySize {
        _GeometrySize(width: Double(frameInUnit.size.width), height: Double(frameInUnit.size.height))
    }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: on the whole screen for `.global`, at the
    /// origin for `.local` and for named spaces. In the same unit as `size`, in whole numbers.
    /// Under `import CursesUI` a program gets Foundation's `CGRect` instead, as SwiftUI's.
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> Rect {
        switch coordinateSpace {
        case .global: frameInUnit
        case .local, .named: Rect(origin: .zero, size: frameInUnit.size)
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
