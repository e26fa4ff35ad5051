import CursesUICore

/// The icon grid of the create flow, bound to an icon id; picking the picked icon clears it.
public struct IconPicker: View {
    @Binding var selection: String?
    @Environment(\.usesASCIIIcons) private var usesASCII

    public init(selection: Binding<String?>) { _selection = selection }

    public var body: some View {
        GridPicker(IconCatalog.all.map(\.id), selection: $selection, columns: usesASCII ? 8 : 13) { id in
            let icon = IconCatalog.icon(id: id)
            return (usesASCII ? icon?.ascii : icon?.glyph) ?? id
        }
    }
}

/// How an icon is written in a label: glyph and name, or the ASCII name alone.
public struct IconLabel: View {
    let id: String?
    @Environment(\.usesASCIIIcons) private var usesASCII
    @Environment(\.strings) private var strings

    public init(_ id: String?) { self.id = id }

    public var body: some View {
        Text(Self.text(id, ascii: usesASCII, language: strings.language))
    }

    static func text(_ id: String?, ascii: Bool, language: Language) -> String { IconCatalog.label(id, ascii: ascii) }
}

private struct UsesASCIIIconsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True on terminals that cannot show emoji: icons are drawn by their ASCII names.
    public var usesASCIIIcons: Bool {
        get { self[UsesASCIIIconsKey.self] }
        set { self[UsesASCIIIconsKey.self] = newValue }
    }
}
