/// A button that switches the edit mode of the lists around it, as SwiftUI's `EditButton`:
/// it reads `Edit`, and `Done` while editing.
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button for the environment's edit mode.
    public init() {}

    /// The view's content.
    public var body: some View {
        let editMode = editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
