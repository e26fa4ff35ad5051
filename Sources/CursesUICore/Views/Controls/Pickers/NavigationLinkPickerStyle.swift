/// SwiftUI's picker that pushes a list of options: in a terminal it draws as the menu picker
/// (the choice, opening the list below it on Enter).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.menu`.
    public var kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Options on a pushed list; drawn as the menu picker in a terminal.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
