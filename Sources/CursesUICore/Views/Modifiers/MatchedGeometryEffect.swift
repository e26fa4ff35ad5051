/// Which part of a matched view's geometry is shared, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Makes a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Would animate this view into the geometry of the view with the same `id` in `namespace`;
    /// a terminal redraws the change at once, so it is accepted and has no effect.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}
