@_spi(EditActions) import CursesUICore
import Foundation

extension DynamicViewContent {
    /// Deletes rows, as SwiftUI's `onDelete(perform:)`: Del (or Backspace) on a focused row of
    /// a `List` calls `action` with that row's offset in ``data``, and the row's → menu offers
    /// Delete. Remove the elements in `action`; `nil` turns deleting off.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// ```
    @MainActor public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        let offsets: (([Int]) -> Void)? = if let action { { action(IndexSet($0)) } } else { nil }
        return onDelete(offsets: offsets)
    }

    /// Moves rows, as SwiftUI's `onMove(perform:)`: in edit mode (``EditButton``), Alt-↑ and
    /// Alt-↓ on a focused row call `action` with the row's offset and the offset it should
    /// stand before (`offset - 1` up, `offset + 2` down), as `move(fromOffsets:toOffset:)`
    /// takes them; `nil` turns moving off.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    @MainActor public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        let offsets: (([Int], Int) -> Void)? = if let action { { action(IndexSet($0), $1) } } else { nil }
        return onMove(offsets: offsets)
    }
}
