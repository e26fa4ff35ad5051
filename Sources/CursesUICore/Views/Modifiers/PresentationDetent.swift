/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`. Accepted for
/// `.presentationDetents(_:)`, which has no effect: a sheet takes the height its content needs
/// (or `.presentationSizing`).
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    private let amount: Double

    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", amount: 0.5)
    /// The whole screen.
    public static let large = PresentationDetent(name: "large", amount: 1)

    /// A fixed height in points.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height", amount: height) }
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction", amount: fraction) }
}

extension View {
    /// The heights a sheet can rest at: accepted, no effect (a sheet takes the height its content needs).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet can rest at, and the one chosen: accepted, no effect.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }
}
