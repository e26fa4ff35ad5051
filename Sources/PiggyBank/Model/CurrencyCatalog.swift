import PiggyBankResources

/// The currencies the settings offer, read from `Resources/Currencies/currencies.tsv`.
public enum CurrencyCatalog {
    /// Every currency, in catalogue order (the yuan first, as Banklet).
    public static let all: [Currency] = {
        guard let text = PiggyBankResources.text("Currencies/currencies.tsv") else { return [] }
        return CatalogTable(text, fixedColumns: 2).rows.map { fields, names in
            Currency(code: fields[0], symbol: fields[1], names: names)
        }
    }()

    /// The currency shown when none is chosen.
    public static let standard = all[0]

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The currency with a code ("usd" or "USD"), or nil.
    public static func currency(code: String) -> Currency? { byCode[code.uppercased()] }
}
