extension FocusState {
    /// The focus state of a parent, as `$name` gives it, as SwiftUI's `FocusState.Binding`: a
    /// child view declares `@FocusState.Binding var isFocused: Bool` and focuses its field
    /// with `.focused($isFocused)`; reading and setting it reads and moves the parent's focus.
    ///
    /// ```swift
    /// struct NameField: View {
    ///     @FocusState.Binding var isFocused: Bool
    ///     @Binding var name: String
    ///     var body: some View { TextField("Name", text: $name).focused($isFocused) }
    /// }
    /// ```
    @propertyWrapper
    public struct Binding: DynamicProperty {
        /// The parent's focus value.
        let binding: CursesUICore.Binding<Value>

        init(_ binding: CursesUICore.Binding<Value>) { self.binding = binding }

        /// Which field has focus; setting it moves the focus.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// Itself, for `$name` in the child.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension View {
    /// Focuses the control inside while the focus state is true; focusing it sets the state,
    /// as SwiftUI's `focused(_:)`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition.binding)
    }

    /// Focuses the control inside when the focus state equals `value`; focusing it sets the
    /// state, as SwiftUI's `focused(_:equals:)`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        focused(binding.binding, equals: value)
    }

    /// Puts the focus on `value` when the view appears, as SwiftUI's `defaultFocus(_:_:priority:)`.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let binding = binding.binding
        return onAppear { if binding.wrappedValue != value { binding.wrappedValue = value } }
    }
}

/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`: in a terminal,
/// always when the view appears.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    /// When the view appears.
    public static let automatic = DefaultFocusEvaluationPriority()
    /// Also whenever focus is lost; treated as `automatic`.
    public static let userInitiated = DefaultFocusEvaluationPriority()
}
