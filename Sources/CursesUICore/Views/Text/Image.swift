/// A picture, as SwiftUI's `Image`: in a terminal, the glyph of an SF Symbol name
/// (`Image(systemName: "car.fill")` draws 🚗), or the word for it where the locale cannot show
/// the glyph. An unknown name draws nothing.
///
/// ```swift
/// Label("Deposit", systemImage: "plus.circle")
/// Image(systemName: "gearshape")
/// ```
public struct Image: View {
    let systemName: String
    @Environment(\.symbolVariants) private var variants
    @Environment(\.symbolRotation) private var rotation

    /// The SF Symbol `systemName`.
    public init(systemName: String) { self.systemName = systemName }

    /// The glyph drawn for the symbol: its emoji or sign, or "" when the name is unknown.
    nonisolated var glyph: String { Self.glyph(named: systemName) }

    private nonisolated static func glyph(named name: String) -> String {
        guard let symbol = SystemSymbols.symbol(named: name) else { return "" }
        return localeIsUTF8 ? symbol.glyph : symbol.ascii
    }

    private nonisolated static let localeIsUTF8 = CharacterLocale.isUTF8(ProcessInfo.processInfo.environment)

    /// The view's content.
    public var body: some View {
        Text(verbatim: Self.glyph(named: SymbolRotation.turned(variants.applied(to: systemName), degrees: rotation)))
    }
}

/// A title with an icon before it, as SwiftUI's `Label`.
///
/// ```swift
/// Label("Statistics", systemImage: "chart.bar")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isInToolbar) private var isInToolbar

    /// A label built from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The view's content: the icon before the title (only the icon in a toolbar, as SwiftUI's
    /// automatic style there), or as a ``LabelStyle`` shows them.
    public var body: some View {
        if let style, !style.isAutomatic {
            style.makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
        } else if showsOnlyIcon(style: style, isInToolbar: isInToolbar) {
            icon
        } else {
            HStack(cellSpacing: 1) {
                icon
                title
            }
        }
    }

    /// True when the label shows only its icon: under `.iconOnly`, or in a toolbar in the
    /// automatic style, as SwiftUI's; never with an icon that draws nothing.
    func showsOnlyIcon(style: AnyLabelStyle?, isInToolbar: Bool) -> Bool {
        guard hasIcon else { return false }
        guard let style, !style.isAutomatic else { return isInToolbar }
        return style.isIconOnly
    }

    /// False for an icon that draws nothing (an unknown symbol name, an empty view), where a
    /// toolbar shows the title instead.
    private var hasIcon: Bool {
        if icon is EmptyView { return false }
        return !(icon is any PlainTextCarrier) || !PlainText.of(icon).isEmpty
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with the glyph of the SF Symbol `systemImage` before the title `titleKey`,
    /// whose Markdown styles it and whose inflection agrees, as `Text(_:)` reads a key.
    ///
    /// ```swift
    /// Label("^[\(count) comment](inflect: true)", systemImage: "text.bubble")
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with the glyph of the SF Symbol `systemImage` before `title`, shown as it is
    /// written (a string the program holds, not a key).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}
