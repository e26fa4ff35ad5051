/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`. A sheet whose content sets
/// `.presentationDetents(_:)` rests at the lowest of them, at the bottom of the screen as on
/// iOS; the ones above it would be reached by dragging, which a terminal has no gesture for.
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

    /// The rows a sheet resting here takes on a screen `screenRows` high (points are read as
    /// ``LengthUnit/points`` reads them).
    func rows(onScreenOf screenRows: Int) -> Int {
        let rows = name == "height" ? amount / LengthUnit.pointsPerRow : amount * Double(screenRows)
        return min(screenRows, max(1, Int(rows.rounded())))
    }
}

extension View {
    /// The heights the sheet this view is the content of can rest at: it rests at the lowest,
    /// at the bottom of the screen. Elsewhere it does nothing.
    ///
    /// ```swift
    /// .sheet(isPresented: $adding) {
    ///     AddHabitView(store: store).presentationDetents([.medium])
    /// }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentKey.self, value: detents.isEmpty ? nil : detents)
    }

    /// The heights the sheet can rest at, and the one it rests at: `selection`'s.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: PresentationDetentKey.self, value: [selection.wrappedValue])
    }

    /// Whether the sheet shows the grabber a finger drags it by. Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, where a sheet is not dragged.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// The detents the content of a presentation asked for; nil where it set none. It comes up to
/// the dialog box that shows the content.
struct PresentationDetentKey: PreferenceKey {
    static let defaultValue: Set<PresentationDetent>? = nil
    static func reduce(value: inout Set<PresentationDetent>?, nextValue: () -> Set<PresentationDetent>?) {
        value = value ?? nextValue()
    }
}
