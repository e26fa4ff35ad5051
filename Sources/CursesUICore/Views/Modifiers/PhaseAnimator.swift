/// The view a `phaseAnimator` or `keyframeAnimator` modifies, handed to its `content` closure,
/// as SwiftUI's `PlaceholderContentView`: modify it as the view itself.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    /// The modified view.
    public var body: some View { content }
}

extension View {
    /// Shows the view in one phase of `phases`, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`. **Terminal form**: a terminal has no frames to
    /// move between, and a cycle of phases would only flicker, so the view rests in the first
    /// phase, where each cycle begins and ends; `animation` is not called.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").phaseAnimator([false, true]) { content, pulsing in
    ///     content.foregroundStyle(pulsing ? .red : .pink)
    /// }
    /// ```
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: AnyView(self)), phase: Array(phases).first, content: content)
    }

    /// Shows the view in one phase of `phases`, running through them when `trigger` changes, as
    /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)`. **Terminal form**: the run ends
    /// back at the first phase, so the view shows the first phase before and after each change;
    /// `animation` is not called.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: AnyView(self)), phase: Array(phases).first, content: content)
    }
}

/// The content of a phase animator in its resting phase; the plain view when there are none.
private struct PhaseAnimatorView<Base: View, Phase, Content: View>: View {
    let placeholder: PlaceholderContentView<Base>
    let phase: Phase?
    let content: (PlaceholderContentView<Base>, Phase) -> Content

    var body: some View {
        if let phase { content(placeholder, phase) } else { placeholder }
    }
}
