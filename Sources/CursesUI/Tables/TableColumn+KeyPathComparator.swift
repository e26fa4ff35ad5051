import CursesUICore
import Foundation

@MainActor
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` showing the text at `value`, sorting by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value))) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the text at `value`, sorting by it.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(String(title)), comparator: KeyPathComparator(sendable(value))) { Text($0[keyPath: value]) }
    }

    /// A column titled `titleKey` whose rows show `content`, sorting by the value at `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column titled `title` whose rows show `content`, sorting by the value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(label: Text(String(title)), comparator: KeyPathComparator(sendable(value)), content: content)
    }
}

/// `keyPath` as the `Sendable` key path Foundation's `KeyPathComparator` takes: SwiftUI's
/// columns take a plain `KeyPath`, and a key path a program writes (`\.name`) captures nothing.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
