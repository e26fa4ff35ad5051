/// How an accessibility element treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`. Accepted for SwiftUI's modifiers; it has no effect yet.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String

    /// The children are hidden from assistive technology.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels and values are merged into this element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an accessibility element is, as SwiftUI's `AccessibilityTraits`. Accepted; no effect yet.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int

    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// A field that can be searched.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
}

// SwiftUI's accessibility modifiers are accepted so that programs compile; a terminal has no
// screen-reader interface here, so they change nothing on screen.
extension View {
    /// Names this view for assistive technology. No effect on screen.
    public func accessibilityLabel(_ label: String) -> some View { self }
    /// Names this view for assistive technology. No effect on screen.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// Gives this view a value for assistive technology. No effect on screen.
    public func accessibilityValue(_ value: String) -> some View { self }
    /// Gives this view a value for assistive technology. No effect on screen.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// Says what happens when this view is used. No effect on screen.
    public func accessibilityHint(_ hint: String) -> some View { self }
    /// Says what happens when this view is used. No effect on screen.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// Hides this view from assistive technology. No effect on screen.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes this view one accessibility element. No effect on screen.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Adds traits for assistive technology. No effect on screen.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits for assistive technology. No effect on screen.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Sets an identifier for UI tests. No effect on screen.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// An action assistive technologies offer. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal, whose controls are reached with keys.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View { self }

    /// A named action assistive technologies offer. Accepted for SwiftUI compatibility; has no
    /// effect in a terminal.
    public func accessibilityAction(named name: String, _ handler: @escaping @MainActor () -> Void) -> some View { self }

    /// The order in which assistive technologies visit this view. Accepted for SwiftUI
    /// compatibility; has no effect in a terminal, where the focus order is the reading order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Whether VoiceOver speaks punctuation. Accepted for SwiftUI compatibility; has no effect
    /// in a terminal.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String

    /// The view's main action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape: dismiss.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// Magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}
