import CursesUI
import Testing

/// The character locale is UTF-8 when the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set
/// names UTF-8, however it is spelt.
struct CharacterLocaleTests {
    @Test(arguments: ["C.UTF-8", "en_US.UTF-8", "zh_CN.utf8", "ja_JP.Utf-8@cjknarrow", "de_DE.UTF8", "UTF-8"])
    func namesOfUTF8AreUTF8(name: String) {
        #expect(CharacterLocale.isUTF8(["LANG": name]))
    }

    @Test(arguments: ["C", "POSIX", "en_US.ISO-8859-1", "ru_RU.KOI8-R", "en_US.UTF", "zh_CN.utf16", "UTF_8", ""])
    func otherNamesAreNot(name: String) {
        #expect(!CharacterLocale.isUTF8(["LANG": name]))
    }

    @Test func theFirstSetVariableDecides() {
        #expect(!CharacterLocale.isUTF8(["LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"]))
        #expect(CharacterLocale.isUTF8(["LC_ALL": "", "LC_CTYPE": "en_US.UTF-8", "LANG": "C"]))
        #expect(!CharacterLocale.isUTF8(["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"]))
        #expect(CharacterLocale.isUTF8(["LANG": "C.UTF-8"]))
        #expect(!CharacterLocale.isUTF8([:]))
    }
}
