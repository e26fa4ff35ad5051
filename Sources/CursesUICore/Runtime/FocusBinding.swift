/// Ties a control's focus to a value, as `.focused($focus, equals: .name)` does.
struct FocusBinding {
    /// True when the bound value says this control should have focus.
    let isRequested: () -> Bool
    /// Writes the value when the control gains focus, clears it when it loses it.
    let setFocused: (Bool) -> Void
}
