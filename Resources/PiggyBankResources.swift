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
            case "Icons/icons.tsv": PackageResources.icons_tsv
            case "Currencies/currencies.tsv": PackageResources.currencies_tsv
            case "Text/privacy.en.txt": PackageResources.privacy_en_txt
            case "Text/privacy.zh-Hans.txt": PackageResources.privacy_zh_Hans_txt
            default: nil
            }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
}
