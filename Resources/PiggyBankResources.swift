/// The app's embedded resources: string tables, the icon catalogue and the privacy text.
///
/// They are compiled into the binary (`.embedInCode`), so an installed `piggybank` needs no
/// resource bundle beside it.
public enum PiggyBankResources {
    /// The text of a resource file, by its path under `Resources/`.
    public static func text(_ path: String) -> String? {
        let bytes: [UInt8]? =
            switch path {
            case "Localization/en.strings": PackageResources.en_strings
            case "Localization/zh-Hans.strings": PackageResources.zh_Hans_strings
            case "Localization/zh-Hant.strings": PackageResources.zh_Hant_strings
            case "Localization/ja.strings": PackageResources.ja_strings
            case "Localization/ko.strings": PackageResources.ko_strings
            case "Localization/es.strings": PackageResources.es_strings
            case "Localization/fr.strings": PackageResources.fr_strings
            case "Localization/de.strings": PackageResources.de_strings
            case "Localization/pt-BR.strings": PackageResources.pt_BR_strings
            case "Localization/ru.strings": PackageResources.ru_strings
            case "Icons/icons.tsv": PackageResources.icons_tsv
            case "Currencies/currencies.tsv": PackageResources.currencies_tsv
            case "Text/privacy.en.txt": PackageResources.privacy_en_txt
            case "Text/privacy.zh-Hans.txt": PackageResources.privacy_zh_Hans_txt
            case "Text/privacy.zh-Hant.txt": PackageResources.privacy_zh_Hant_txt
            case "Text/privacy.ja.txt": PackageResources.privacy_ja_txt
            case "Text/privacy.ko.txt": PackageResources.privacy_ko_txt
            case "Text/privacy.es.txt": PackageResources.privacy_es_txt
            case "Text/privacy.fr.txt": PackageResources.privacy_fr_txt
            case "Text/privacy.de.txt": PackageResources.privacy_de_txt
            case "Text/privacy.pt-BR.txt": PackageResources.privacy_pt_BR_txt
            case "Text/privacy.ru.txt": PackageResources.privacy_ru_txt
            default: nil
            }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
}
