/// How a menu's button looks, as SwiftUI's `MenuStyle`: in a terminal every menu is a
/// bracketed button that opens a list, so the styles read the same.
public protocol MenuStyle: Sendable {}

/// The system's menu, as SwiftUI's `DefaultMenuStyle`.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu drawn as a button, as SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

/// A menu drawn as a borderless button, as SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The system's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`: a terminal lists them as written.
public struct MenuOrder: Hashable, Sendable {
    private let name: String

    /// The system's choice: as written, in a terminal.
    public static let automatic = MenuOrder(name: "automatic")
    /// As written.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first item nearest the button.
    public static let priority = MenuOrder(name: "priority")
}

extension View {
    /// How the menus inside look. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where a menu is a bracketed button with a ▾.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// The order of the items of the menus inside. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, which lists them as written.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Shows or hides the ▾ of the menus inside. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, where the mark tells a menu from a button.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
