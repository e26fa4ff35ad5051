/// What choosing a row of a `List(selection:)` does with the row's value: selects it (a single
/// selection), or adds or removes it (a set). In a split view's sidebar a
/// `NavigationLink(value:)` chooses its value instead of pushing it, as in SwiftUI.
struct ListSelectionChoice {
    var choose: @MainActor (AnyHashable) -> Void
    let isSelected: @MainActor (AnyHashable) -> Bool
    /// True for a set: a chosen row shows `✓`; a single selection shows `▸`.
    let isMultiple: Bool
    /// True where a `NavigationLink(value:)` chooses its value rather than pushing it.
    var linksSelect = false
    /// The selected value of a single selection, nil for none or for a set.
    let selectedValue: @MainActor () -> AnyHashable?
    /// True for a lazy list, whose selection moves with ↑/↓: moving it is not choosing a row.
    var movesWithArrows = false

    @MainActor init<Value: Hashable>(single selection: Binding<Value?>) {
        choose = { value in
            if let value = value.base as? Value { selection.wrappedValue = value }
        }
        isSelected = { value in selection.wrappedValue.map { AnyHashable($0) == value } ?? false }
        selectedValue = { selection.wrappedValue.map { AnyHashable($0) } }
        isMultiple = false
    }

    @MainActor init<Value: Hashable>(multiple selection: Binding<Set<Value>>) {
        choose = { value in
            guard let value = value.base as? Value else { return }
            if selection.wrappedValue.contains(value) {
                selection.wrappedValue.remove(value)
            } else {
                selection.wrappedValue.insert(value)
            }
        }
        isSelected = { value in (value.base as? Value).map { selection.wrappedValue.contains($0) } ?? false }
        selectedValue = { nil }
        isMultiple = true
    }
}

private struct ListSelectionChoiceKey: EnvironmentKey {
    static var defaultValue: ListSelectionChoice? { nil }
}

extension EnvironmentValues {
    /// The selection of the `List(selection:)` a view is in.
    var listSelection: ListSelectionChoice? {
        get { self[ListSelectionChoiceKey.self] }
        set { self[ListSelectionChoiceKey.self] = newValue }
    }
}
