/// Which locale governs characters (`LC_ALL`, then `LC_CTYPE`, then `LANG`) and whether it
/// names UTF-8: the terminal uses it to fall back to C.UTF-8, the app to choose emoji or ASCII.
public enum CharacterLocale {
    /// True when the character locale in `environment` names UTF-8 (`C.UTF-8`, `zh_CN.utf8`).
    public static func isUTF8(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // Searched with the standard library alone: `replacing` and `contains` of a string
        // bring in _StringProcessing, 400 KB of code otherwise unused at start (RSS).
        let letters = Array(name.lowercased().utf8.filter { $0 != UInt8(ascii: "-") })
        return letters.indices.contains { letters[$0...].starts(with: "utf8".utf8) }
    }
}
