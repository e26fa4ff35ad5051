import CursesUI
import CursesUITestSupport
import Testing

@testable import TipSplitter

/// Examples/TipSplitter, driven as PROGRAMS.md drives it on iOS: 100 split four ways with a
/// 25% tip is $25.00 of tip, $125.00 in all and $31.25 each, $32.00 rounded up; Reset starts over.
@MainActor
struct TipSplitterTests {
    /// The row that starts with `title`, trimmed.
    func row(_ title: String, in driver: Driver) -> String {
        driver.lines.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(title) } ?? ""
    }

    /// The amount each person pays: the line under "Amount per person".
    func perPerson(_ driver: Driver) -> String {
        guard let header = driver.lines.firstIndex(of: " Amount per person") else { return "" }
        return driver.lines[header + 1].trimmingCharacters(in: .whitespaces)
    }

    @Test func splitsABillFourWaysWithATipAndRoundsUp() {
        let driver = Driver(environment: .appMain, app: TipSplitterApp())
        #expect(driver.lines[0].hasSuffix("[ Done ]"), "the amount field has focus, so the toolbar's Done shows")
        driver.press(.control("u"))
        driver.type("100")
        #expect(row("Grand total", in: driver).hasSuffix("US$0.00"), "as on iOS, the amount waits for its commit")

        // Done would take the focus from the field, which hides it: Tab leaves the field instead,
        // which commits the amount.
        driver.press(.tab)
        #expect(!driver.lines[0].contains("Done"), "the field lost focus: the keyboard's Done is gone")
        #expect(row("Grand total", in: driver).hasSuffix("120.00"), "2 people and 20% at first")

        driver.press(.enter, .down, .down, .enter)  // Number of people: 4
        #expect(row("Number of people", in: driver) == "Number of people" + String(repeating: " ", count: 49) + "‹4 people› ▾")
        driver.press(.tab, .right)  // 20% → 25%
        #expect(row("10%", in: driver).hasSuffix("10%      |      15%      |      20%      |[    25%     ]|      0%"))
        #expect(row("Tip   ", in: driver).hasSuffix("25.00"))
        #expect(row("Grand total", in: driver).hasSuffix("125.00"))
        #expect(perPerson(driver).hasSuffix("31.25"))

        driver.press(.tab, .character(" "))  // Round up each share
        #expect(row("Round up each share", in: driver).hasSuffix(" [x]"), "the box at the row's end, as iOS's switch")
        #expect(perPerson(driver).hasSuffix("32.00"))
    }

    @Test func resetPutsEverythingBack() {
        let driver = Driver(environment: .appMain, app: TipSplitterApp())
        driver.press(.control("u"))
        driver.type("80")
        driver.press(.tab, .enter, .down, .enter, .tab, .left, .tab, .character(" "))
        #expect(row("Number of people", in: driver) == "Number of people" + String(repeating: " ", count: 49) + "‹3 people› ▾")
        driver.press(.tab, .enter)  // Reset
        #expect(row("Number of people", in: driver) == "Number of people" + String(repeating: " ", count: 49) + "‹2 people› ▾")
        #expect(row("10%", in: driver).hasSuffix("10%      |      15%      |[     20%     ]|     25%      |      0%"))
        #expect(row("Round up each share", in: driver).hasSuffix(" [ ]"))
        #expect(row("Grand total", in: driver).hasSuffix("0.00") && !row("Grand total", in: driver).hasSuffix("100.00"))
    }
}
