/// A catalogue file (`icons.tsv`, `currencies.tsv`): tab-separated, a header line, some fixed
/// columns, then one column of names per language headed `name_<code>` (`name_en`, `name_pt-BR`).
struct CatalogTable {
    /// Each row's fixed fields and its names by language code; rows with too few fields are left out.
    let rows: [(fields: [String], names: [String: String])]

    init(_ text: String, fixedColumns: Int) {
        let lines = TextRows.rows(text, separator: "\t")
        guard let header = lines.first else {
            rows = []
            return
        }
        let codes = header.dropFirst(fixedColumns).map { $0.hasPrefix("name_") ? String($0.dropFirst(5)) : $0 }
        rows = lines.dropFirst().compactMap { fields in
            guard fields.count == header.count else { return nil }
            let names = Dictionary(
                zip(codes, fields.dropFirst(fixedColumns)).filter { !$0.1.isEmpty }, uniquingKeysWith: { first, _ in first })
            return (Array(fields.prefix(fixedColumns)), names)
        }
    }
}
