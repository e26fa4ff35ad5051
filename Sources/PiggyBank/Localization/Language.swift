/// The languages the app speaks.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language for a `--lang` value or a locale such as `zh_CN.UTF-8`; nil when unknown.
    public init?(identifier: String) {
        let lowered = identifier.lowercased()
        if lowered.hasPrefix("zh") {
            self = .simplifiedChinese
        } else if lowered.hasPrefix("en") || lowered == "c" || lowered == "posix" || lowered.hasPrefix("c.") {
            self = .english
        } else {
            return nil
        }
    }

    /// The language the environment asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`).
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return Language(identifier: value) ?? .english }
        }
        return .english
    }
}
