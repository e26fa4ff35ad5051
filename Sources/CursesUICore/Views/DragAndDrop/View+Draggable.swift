extension View {
    /// Lets the user drag `payload` out of this view, as SwiftUI's `draggable(_:)`. A terminal
    /// has no drag gesture, so this has no effect: offer the same move through a menu
    /// (`contextMenu`) or a button, as iOS programs do for people who cannot drag.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the user drag `payload` out of this view showing `preview`: no effect, as
    /// ``draggable(_:)``.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View { self }
}
