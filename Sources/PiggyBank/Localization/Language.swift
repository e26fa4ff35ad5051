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

    /// The language's name in itself, as a language menu lists it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The currency amounts show in until one is chosen: the yuan in Chinese, else the dollar.
    public var defaultCurrency: Currency {
        self == .simplifiedChinese ? CurrencyCatalog.standard : CurrencyCatalog.currency(code: "USD") ?? CurrencyCatalog.standard
    }
}
