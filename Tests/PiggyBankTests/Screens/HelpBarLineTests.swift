import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// The help bar at 80 columns: whole entries only, ending cleanly; `?` lists the rest.
@MainActor
struct HelpBarLineTests {
    /// Home, Records and Manage with one bank, in a language; the bottom line of each.
    func helpLines(_ language: Language) throws -> [String] {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        app.createBank(name: "Bike", target: "500", initial: "20")
        var lines = [app.lines[23]]
        for key in ["r", "m"] {
            app.press(.character(Character(key)))
            lines.append(app.lines[23])
            app.press(.escape)
        }
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func englishHelpBarsEndWithAWholeEntry() throws {
        #expect(
            try helpLines(.english) == [
                "? keys · d Deposit · w Withdraw · r Records · i Details · e Edit · s Statistics",
                "? keys · Enter fold day · / search notes · f filter by bank · x delete record",
                "? keys · Enter make primary · e Edit · [ move up · ] move down · Alt-↑ move up",
            ])
    }

    @Test func chineseHelpBarsEndWithAWholeEntry() throws {
        #expect(
            try helpLines(.simplifiedChinese) == [
                "? 全部按键 · d 存入 · w 取出 · r 记录 · i 详情 · e 编辑 · s 统计 · m 管理",
                "? 全部按键 · Enter 折叠当天 · / 搜索备注 · f 按存钱罐筛选 · x 删除记录",
                "? 全部按键 · Enter 设为主存钱罐 · e 编辑 · [ 上移 · ] 下移 · Alt-↑ 上移",
            ])
    }

    @Test(arguments: ScreenSnapshotTests.languages)
    func everyEntryShownIsOneTheOverlayLists(language: Language) throws {
        let app = try AppHarness(language: language)
        app.goToCreatePage()
        let bar = app.lines[23].trimmingCharacters(in: .whitespaces)
        app.press(.character("?"))
        let overlay = app.screen
        #expect(!bar.hasSuffix("·"))
        for entry in bar.components(separatedBy: " · ") {
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            #expect(parts.count == 2, "\(entry) has its action")
            #expect(overlay.contains(parts.last ?? "-"), "\(entry) is a whole entry of the overlay")
        }
    }
}
