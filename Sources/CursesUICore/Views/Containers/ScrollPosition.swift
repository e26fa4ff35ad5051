/// The id of the view a horizontal scroll view shows at its leading edge, shared with the
/// program's binding: read to scroll there, written when ←/→ step.
struct ScrollPositionLink {
    let id: @MainActor () -> AnyHashable?
    let setID: @MainActor (AnyHashable?) -> Void
}

private struct ScrollPositionKey: EnvironmentKey {
    static let defaultValue: ScrollPositionLink? = nil
}

extension EnvironmentValues {
    /// The binding of `.scrollPosition(id:)` for the scroll view inside.
    var scrollPosition: ScrollPositionLink? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds the id of the view a horizontal scroll view shows first, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: setting it scrolls there, and stepping with ←/→ sets it.
    /// The ids are those of the first `ForEach` inside the scroll view (its
    /// `.scrollTargetLayout()`). **Terminal form**: `anchor` has no effect (the view starts at
    /// the leading edge), and a vertical scroll view neither reads nor writes the binding.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(
            id: { id.wrappedValue.map { AnyHashable($0) } },
            setID: { id.wrappedValue = $0?.base as? ID })
        return environment(\.scrollPosition, link)
    }
}
