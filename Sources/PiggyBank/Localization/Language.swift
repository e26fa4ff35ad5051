/// The languages the app speaks, in the order the language menu lists them.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    case japanese = "ja"
    case korean = "ko"
    case spanish = "es"
    case french = "fr"
    case german = "de"
    case brazilianPortuguese = "pt-BR"
    case russian = "ru"

    /// The language for a `--lang` value or a locale such as `ja_JP.UTF-8`, `zh_TW` or
    /// `pt-BR`; nil when unknown.
    public init?(identifier: String) {
        let name = identifier.prefix { $0 != "." && $0 != "@" }.lowercased()
        let parts = name.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let code = parts.first else { return nil }
        switch code {
        case "en", "c", "posix": self = .english
        // Taiwan, Hong Kong and Macau write traditional characters; a script subtag wins.
        case "zh":
            self =
                parts.contains("hant") || (!parts.contains("hans") && parts.contains { ["tw", "hk", "mo"].contains($0) })
                ? .traditionalChinese : .simplifiedChinese
        case "ja": self = .japanese
        case "ko": self = .korean
        case "es": self = .spanish
        case "fr": self = .french
        case "de": self = .german
        case "pt": self = .brazilianPortuguese
        case "ru": self = .russian
        default: return nil
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
        case .traditionalChinese: "繁體中文"
        case .japanese: "日本語"
        case .korean: "한국어"
        case .spanish: "Español"
        case .french: "Français"
        case .german: "Deutsch"
        case .brazilianPortuguese: "Português (Brasil)"
        case .russian: "Русский"
        }
    }

    /// The currency amounts show in until one is chosen: the one of the language's main country
    /// (the yuan in simplified Chinese, the euro in German), the dollar in English.
    public var defaultCurrency: Currency {
        let code =
            switch self {
            case .english: "USD"
            case .simplifiedChinese: "CNY"
            case .traditionalChinese: "TWD"
            case .japanese: "JPY"
            case .korean: "KRW"
            case .spanish, .french, .german: "EUR"
            case .brazilianPortuguese: "BRL"
            case .russian: "RUB"
            }
        return CurrencyCatalog.currency(code: code) ?? CurrencyCatalog.standard
    }
}
