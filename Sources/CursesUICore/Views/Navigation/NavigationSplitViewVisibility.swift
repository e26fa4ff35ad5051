/// Which columns of a ``NavigationSplitView`` show on a wide terminal, as SwiftUI's
/// `NavigationSplitViewVisibility`. A narrow terminal shows one column at a time whatever it is.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String

    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns (in a two-column view, the sidebar and the detail).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// What the system picks: every column.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")

    /// Whether the column at `index` of `count` shows on a wide terminal.
    func shows(column index: Int, of count: Int) -> Bool {
        switch self {
        case .detailOnly: index == count - 1
        case .doubleColumn: index >= count - 2
        default: true
        }
    }
}
