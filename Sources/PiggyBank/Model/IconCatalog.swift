import PiggyBankResources

/// The icons a piggy bank can have, read from `Resources/Icons/icons.tsv`.
public enum IconCatalog {
    /// Every icon, in catalogue order.
    public static let all: [Icon] = {
        guard let text = PiggyBankResources.text("Icons/icons.tsv") else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5 else { return nil }
            return Icon(id: fields[0], glyph: fields[1], ascii: fields[2], englishName: fields[3], chineseName: fields[4])
        }
    }()

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func icon(id: String?) -> Icon? { id.flatMap { byID[$0] } }
}
