/// Which locale governs characters (`LC_ALL`, then `LC_CTYPE`, then `LANG`) and whether it
/// names UTF-8: the terminal uses it to fall back to C.UTF-8, the app to choose emoji or ASCII.
public enum CharacterLocale {
    /// True when the character locale in `environment` names UTF-8 (`C.UTF-8`, `zh_CN.utf8`).
    public static func isUTF8(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return name.lowercased().replacing("-", with: "").contains("utf8")
    }
}
