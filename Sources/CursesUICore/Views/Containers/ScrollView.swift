/// A vertical scrolling area, as SwiftUI's `ScrollView`: it scrolls to keep the focused control
/// in view, PgUp/PgDn scroll it, and an indicator on the right shows where the view is.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(rules) { Text($0) } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    /// How much of the space offered it takes: a ``List`` all of it, a ``Form`` what its rows
    /// need.
    var sizing = ScrollControl.Sizing.content
    let content: Content

    /// A scroll view of `content`: `.horizontal` alone scrolls sideways, following the focus,
    /// anything else up and down, with an indicator on the right unless `showsIndicators` is false.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The scrolling column of a ``List`` (`.offered`) or a ``Form`` (`.form`).
    init(sizing: ScrollControl.Sizing, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.sizing = sizing
    }
}

extension Axis {
    /// Directions, as SwiftUI's `Axis.Set`; scroll views here scroll vertically.
    public struct Set: OptionSet, Sendable {
        /// The directions as bits.
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left and right.
        public static let horizontal = Set(rawValue: 1)
        /// Up and down.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ScrollView: PrimitiveView {
    /// The view graph's handle on this built-in view.
    public var _builtIn: _BuiltInView? { _BuiltInView(self) }

    func makeControl(for node: Node) -> Control? {
        axes == .horizontal
            ? HorizontalScrollControl(node: node)
            : ScrollControl(
                node: node, showsIndicators: showsIndicators && node.environment.verticalScrollIndicator.isShown, sizing: sizing)
    }

    func configure(_ node: Node) -> [ViewChild] {
        // The lifecycle actions of lazy views inside follow this view's window; a plain stack
        // in it makes its views all at once, as in SwiftUI, and a list's rows lazily.
        node.childEnvironment.lazyAppearanceTracker =
            (node.control as? ScrollControl)?.appearances
            ?? (node.control as? HorizontalScrollControl)?.appearances
        node.childEnvironment.rowsAppearLazily = sizing == .offered
        if let control = node.control as? HorizontalScrollControl {
            control.step = node.environment.scrollStep
            control.position = node.environment.scrollPosition
            if control.step != nil {
                let reference = control.reference
                node.attributes[ScreenKeyHandlerAttribute.self] = { key in
                    reference.control(as: HorizontalScrollControl.self)?.step(by: key) ?? false
                }
                node.attributes[KeyHelpAttribute.self] = [KeyHelp("←/→", "scroll")]
            } else {
                node.attributes[ScreenKeyHandlerAttribute.self] = nil
                node.attributes[KeyHelpAttribute.self] = nil
            }
            control.setNeedsLayout()
            return [ViewChild(content)]
        }
        guard let control = node.control as? ScrollControl else { return [ViewChild(content)] }
        control.style = node.environment.style
        if node.environment.isScrollEnabled {
            let reference = control.reference
            node.attributes[KeyHandlerAttribute.self] = { key in reference.control(as: ScrollControl.self)?.scroll(by: key) ?? false }
        } else {
            node.attributes[KeyHandlerAttribute.self] = nil
        }
        return [ViewChild(content)]
    }
}
