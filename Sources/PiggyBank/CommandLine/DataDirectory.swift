/// Where the database lives: `--data-dir`, else `PIGGYBANK_DATA_DIR`, else
/// `$XDG_DATA_HOME/piggybank`, else `~/.local/share/piggybank`.
enum DataDirectory {
    static func resolve(option: String?, environment: [String: String]) throws -> String {
        if let option, !option.isEmpty { return option }
        if let folder = environment["PIGGYBANK_DATA_DIR"], !folder.isEmpty { return folder }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/piggybank" }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw UsageError("cannot find a data folder: set HOME, XDG_DATA_HOME or use --data-dir")
        }
        return home + "/.local/share/piggybank"
    }
}
