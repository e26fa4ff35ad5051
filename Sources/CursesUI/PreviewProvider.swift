import CursesUICore
import Foundation

/// Previews written the pre-`#Preview` way, as SwiftUI's `PreviewProvider`: a program that has
/// one compiles. A terminal program does not list them (only `#Preview` leaves a record).
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewDisplayName("Empty")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is laid out at, as SwiftUI's `PreviewLayout` (accepted, no effect).
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The size the view fits in.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names it, as SwiftUI's `PreviewDevice` (accepted, no
/// effect).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, e.g. "iPhone 15".
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Names the preview, as SwiftUI's `previewDisplayName(_:)` (accepted, no effect).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Lays the preview out at `value`, as SwiftUI's `previewLayout(_:)` (accepted, no effect).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Previews on `value`, as SwiftUI's `previewDevice(_:)` (accepted, no effect).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
