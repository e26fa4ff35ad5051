extension View {
    /// Moves a value through keyframes over and over, showing the view through `content` with
    /// it, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    /// **Terminal form**: a loop of keyframes would only flicker, so `content` receives
    /// `initialValue`, where the loop begins, whether or not it repeats.
    ///
    /// ```swift
    /// Text("♥").keyframeAnimator(initialValue: 1.0) { content, scale in
    ///     content.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     SpringKeyframe(1.3, duration: 0.3)
    ///     SpringKeyframe(1.0, duration: 0.3)
    /// }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }

    /// Plays keyframes each time `trigger` changes, showing the view through `content` with
    /// the value they move, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`. **Terminal form**:
    /// `content` receives `initialValue` until the trigger first changes; after each change it
    /// receives at once the value the keyframes end on (each track's last keyframe), as an
    /// iOS user sees the view once the animation is over. The next run starts from there.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        TriggeredKeyframes(
            placeholder: PlaceholderContentView(content: AnyView(self)), initialValue: initialValue, trigger: trigger,
            content: content, endValue: { keyframes($0)._endValue(from: $0) })
    }
}

/// The content of a triggered keyframe animator, at the value the last run ended on.
private struct TriggeredKeyframes<Base: View, Value, Trigger: Equatable, Content: View>: View {
    let placeholder: PlaceholderContentView<Base>
    let initialValue: Value
    let trigger: Trigger
    let content: (PlaceholderContentView<Base>, Value) -> Content
    let endValue: (Value) -> Value
    /// The value the last run ended on, nil before the first.
    @State private var ended: Value? = nil

    init(
        placeholder: PlaceholderContentView<Base>, initialValue: Value, trigger: Trigger,
        content: @escaping (PlaceholderContentView<Base>, Value) -> Content, endValue: @escaping (Value) -> Value
    ) {
        self.placeholder = placeholder
        self.initialValue = initialValue
        self.trigger = trigger
        self.content = content
        self.endValue = endValue
    }

    var body: some View {
        content(placeholder, ended ?? initialValue).onChange(of: trigger) { ended = endValue(ended ?? initialValue) }
    }
}
