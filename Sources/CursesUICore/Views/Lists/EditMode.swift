/// Whether the rows of lists can be deleted and moved with their edit keys, as SwiftUI's
/// `EditMode`: read it with `@Environment(\.editMode)`, switch it with ``EditButton``.
///
/// In edit mode a list row whose `ForEach` has `onMove` moves with Alt-↑/Alt-↓, and rows
/// show their marks (`⊖` deletable, `≡` movable). Del deletes a row of a `ForEach` with
/// `onDelete` in and out of edit mode, as a swipe does on iOS.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "")
/// ```
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe on iOS); rows behave as in ``active``.
    case transient
    /// Editing.
    case active

    /// True in ``active`` and ``transient``.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the lists here, as a binding (`nil` where nothing provides one). Every
    /// navigation stack keeps one, and the application one for views outside a stack.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
