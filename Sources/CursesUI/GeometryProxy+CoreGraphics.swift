import CursesUICore
import Foundation

/// SwiftUI's `GeometryProxy` lengths in Foundation's `CGSize` and `CGRect`: `let size: CGSize =
/// proxy.size` compiles as on iOS. The framework, which has no Foundation, gives its own
/// floating-point size; these are preferred wherever Foundation is imported with it.
extension GeometryProxy {
    /// The size of the space given to the reader, in the program's ``LengthUnit``.
    public var size: CGSize {
        let local: Rect = frame(in: .local)  // the framework's own, in the program's unit
        return CGSize(width: Double(local.size.width), height: Double(local.size.height))
    }

    /// The reader's frame in `coordinateSpace`: on the whole screen for `.global`, at the
    /// origin for `.local` and for named spaces, in the same unit as `size`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let frame: Rect = self.frame(in: coordinateSpace)
        return CGRect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.size.width), height: Double(frame.size.height))
    }
}
