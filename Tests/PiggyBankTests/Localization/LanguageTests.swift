import Testing

@testable import PiggyBank

/// The language comes from `--lang`, `LC_ALL`, `LC_MESSAGES` or `LANG`, as a locale names it.
struct LanguageTests {
    @Test func localeNamesPickTheirLanguage() {
        let picks: [(String, Language)] = [
            ("ja_JP.UTF-8", .japanese), ("ko_KR.UTF-8", .korean), ("zh_CN.UTF-8", .simplifiedChinese), ("zh_TW.UTF-8", .traditionalChinese),
            ("zh_HK.UTF-8", .traditionalChinese), ("zh-Hant", .traditionalChinese), ("zh-Hans", .simplifiedChinese),
            ("zh_Hant_HK", .traditionalChinese), ("es_MX.UTF-8", .spanish), ("fr_CA", .french), ("de_AT.UTF-8@euro", .german),
            ("pt_BR.UTF-8", .brazilianPortuguese), ("pt", .brazilianPortuguese), ("pt-PT", .brazilianPortuguese),
            ("ru_RU.KOI8-R", .russian), ("C.UTF-8", .english), ("POSIX", .english), ("en_GB", .english),
        ]
        for (identifier, language) in picks { #expect(Language(identifier: identifier) == language, "\(identifier)") }
        #expect(Language(identifier: "it_IT.UTF-8") == nil)
        #expect(Language(identifier: "jav") == nil)
    }

    @Test func lcAllWinsOverLang() {
        #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == .japanese)
        #expect(Language.fromEnvironment(["LANG": "ru_RU.UTF-8"]) == .russian)
        #expect(Language.fromEnvironment(["LANG": "it_IT.UTF-8"]) == .english)
    }

    @Test func eachLanguageIsListedByItsOwnName() {
        #expect(
            Language.allCases.map(\.nativeName) == [
                "English", "简体中文", "繁體中文", "日本語", "한국어", "Español", "Français", "Deutsch", "Português (Brasil)", "Русский",
            ])
    }
}
