import CursesUICore
import CursesUITestSupport
import Foundation

@testable import PiggyBank

/// The real app (ContentView over a SQLite store in a temporary folder) on a headless
/// terminal. `relaunch()` starts a new process's worth of objects on the same folder.
@MainActor
final class AppHarness {
    let directory: String
    let language: Language
    private(set) var store: PiggyBankStore
    private(set) var driver: Driver

    let minimumSize: Size

    init(language: Language = .english, minimumSize: Size = Size(width: 1, height: 1), directory: String? = nil) throws {
        self.directory =
            directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-test-\(UUID().uuidString)").path
        self.language = language
        self.minimumSize = minimumSize
        store = try PiggyBankStore.open(directory: self.directory)
        driver = Self.makeDriver(store: store, language: language, minimumSize: minimumSize)
    }

    /// The app as `AppLauncher` assembles it, on a headless terminal.
    private static func makeDriver(store: PiggyBankStore, language: Language, minimumSize: Size) -> Driver {
        let driver = Driver(minimumSize: minimumSize) { AppLauncher.root(store: store, strings: Strings(language)) }
        store.refreshIfChangedElsewhere()
        driver.app.beforeEachKey = store.refreshIfChangedElsewhere
        return driver
    }

    /// As if the app were quit (Ctrl-C) and started again.
    func relaunch() throws {
        press(.control("c"))
        store = try PiggyBankStore.open(directory: directory)
        driver = Self.makeDriver(store: store, language: language, minimumSize: minimumSize)
    }

    var lines: [String] { driver.lines }
    var screen: String { driver.screen }

    func press(_ keys: Key...) { for key in keys { driver.app.send(key) } }
    func type(_ text: String) { driver.type(text) }

    /// From Welcome through Privacy to the first create page.
    func goToCreatePage() {
        press(.enter)  // Welcome: Continue
        press(.enter)  // Privacy: Agree is the default action, though the text has focus
    }

    /// Creates a bank through the whole flow from the first create page.
    func createBank(name: String, target: String, iconMoves: [Key] = [], initial: String = "") {
        type(name)
        press(.tab)
        type(target)
        press(.enter)  // Next
        for key in iconMoves { press(key) }
        // Enter on the grid picks and goes on to the initial amount (where Enter means Next);
        // without a pick, Tab goes there.
        press(iconMoves.isEmpty ? .tab : .enter)
        type(initial)
        press(.enter)  // Next to the summary
        press(.enter)  // Confirm
    }

    /// The app on Home over one bank made through the whole create flow.
    static func onHome(withBank name: String, target: String, initial: String = "") throws -> AppHarness {
        let app = try AppHarness()
        app.goToCreatePage()
        app.createBank(name: name, target: target, initial: initial)
        return app
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
