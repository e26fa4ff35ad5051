/// A reusable change to a view, as SwiftUI's `ViewModifier`: write `body(content:)` and apply
/// it with `.modifier(_:)`. A modifier may hold `@State` and read `@Environment`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View { content.padding(1).border() }
/// }
/// Text("Saved").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier: _DynamicPropertyHolder {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier sees it.
    typealias Content = ViewModifierContent<Self>
    /// Makes the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies (SwiftUI's `_ViewModifier_Content`).
public struct ViewModifierContent<Modifier: ViewModifier>: View {
    let content: AnyView
}

extension ViewModifierContent: ContainerView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func configure(_ node: Node) -> [ViewChild] { childViews }
    var childViews: [ViewChild] { content.childViews }
    func hasSameConfiguration(as other: Self) -> Bool { true }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedView<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier

    /// The view's content.
    public var body: some View { modifier.body(content: ViewModifierContent(content: AnyView(content))) }
}

extension View {
    /// Applies a ``ViewModifier`` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedView<Self, Modifier> {
        ModifiedView(content: self, modifier: modifier)
    }
}
