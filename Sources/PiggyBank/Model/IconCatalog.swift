import PiggyBankResources

/// The icons a piggy bank can have, read from `Resources/Icons/icons.tsv`.
public enum IconCatalog {
    /// Every icon, in catalogue order.
    public static let all: [Icon] = {
        guard let text = PiggyBankResources.text("Icons/icons.tsv") else { return [] }
        return CatalogTable(text, fixedColumns: 3).rows.map { fields, names in
            Icon(id: fields[0], glyph: fields[1], ascii: fields[2], names: names)
        }
    }()

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func icon(id: String?) -> Icon? { id.flatMap { byID[$0] } }

    /// How an icon reads as text: its emoji ("🐷" for none), or its ASCII name in brackets
    /// ("[plane]", "[ ]") where emoji cannot show.
    public static func label(_ id: String?, ascii: Bool) -> String {
        guard let icon = icon(id: id) else { return ascii ? "[ ]" : "🐷" }
        return ascii ? "[\(icon.ascii)]" : icon.glyph
    }
}
