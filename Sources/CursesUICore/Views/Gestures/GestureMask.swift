/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`. In a
/// terminal the gestures of a view and of the views inside it all stay enabled.
public struct GestureMask: OptionSet, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt32

    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture being added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
