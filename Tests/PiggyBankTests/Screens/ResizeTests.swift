import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// Any resize, down to 1×1, during any screen, dialog or edit: no crash, no state lost, the
/// guard below the minimum, and the same screen back above it.
@MainActor
struct ResizeTests {
    @Test func theGuardShowsBelowTheMinimumAndTheScreenComesBackExactly() throws {
        let app = try AppHarness(minimumSize: Size(width: 40, height: 12))
        app.goToCreatePage()
        app.createBank(name: "Resize", target: "100")
        app.press(.character("d"))
        app.type("12.3")
        let before = app.lines
        for (width, height) in [(20, 6), (1, 1), (39, 40), (200, 11), (3, 2)] {
            app.driver.resize(width: width, height: height)
            let guardShown = app.screen.contains("need 40×12, have \(width)×\(height)")
            #expect(guardShown || width < 24 || height < 2, "at \(width)×\(height): \(app.screen)")
        }
        app.press(.character("9"))  // ignored while too small
        app.driver.resize(width: 80, height: 24)
        #expect(app.lines == before)
        app.press(.enter)
        app.driver.expectLine(3, "  Saved $12.30 of $100.00")
    }

    @Test func everySizeFromOneByOneUpLaysOutEveryScreenWithoutCrashing() throws {
        let app = try AppHarness()
        let sizes = (1...12).flatMap { width in (1...6).map { (width * 7, $0 * 4) } } + [(1, 1), (2, 1), (1, 2)]
        for step in 0..<6 {
            for (width, height) in sizes { app.driver.resize(width: width, height: height) }
            app.driver.resize(width: 80, height: 24)
            switch step {
            case 0: app.press(.enter)
            case 1: app.press(.tab, .enter)
            case 2:
                app.type("Tiny")
                app.press(.tab)
                app.type("5")
                app.press(.enter)
            case 3: app.press(.tab, .enter)
            case 4: app.press(.enter)
            default: app.press(.character("d"))
            }
        }
        #expect(app.store.primaryBank?.name == "Tiny")
        #expect(app.screen.contains("Deposit"))
    }
}
