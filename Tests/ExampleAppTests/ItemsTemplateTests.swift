import CursesUI
import CursesUITestSupport
import SwiftData
import Testing

@testable import ItemsTemplate

/// Examples/ItemsTemplate, Xcode's iOS App template with SwiftData storage, driven as on iOS:
/// the toolbar's Add Item inserts an item stamped with the time, the list shows it at once,
/// Del deletes it (the template's `EditButton` is iOS-only, `#if os(iOS)`), a row opens
/// "Item at …", and the items are there in the next run, read from the store file.
@MainActor
struct ItemsTemplateTests {
    /// A data home of the test's own, so its store file is new.
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("ItemsTemplateTests-\(UUID().uuidString)")

    /// Starts the app as a new run would, its store in this test's data home.
    func launch() -> (ItemsTemplateApp, Driver) {
        setenv("XDG_DATA_HOME", dataHome.path, 1)
        let app = ItemsTemplateApp()
        return (app, Driver(environment: .appMain, app: app))
    }

    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 79 - left.count - right.count)) + right
    }

    /// How the template shows `item`'s time.
    func stamp(_ item: Item) -> String { item.timestamp.formatted(Date.FormatStyle(date: .numeric, time: .standard)) }

    @Test func addItemListsItemsAndDelDeletesOne() throws {
        let (app, driver) = launch()
        let toolbar = String(repeating: " ", count: 75) + "[ + ]"
        driver.expectLines([toolbar, ""])
        driver.press(.enter)  // Add Item, the only control
        driver.press(.enter)
        let items = try app.sharedModelContainer.mainContext.fetch(FetchDescriptor<Item>())
        #expect(items.count == 2)
        driver.expectLines([toolbar, row(stamp(items[0]), "›"), row(stamp(items[1]), "›"), ""])
        driver.press(.tab, .delete)  // the first row
        driver.expectLines([toolbar, row(stamp(items[1]), "›"), ""])
        #expect(items[0].isDeleted)
        driver.press(.enter)
        let detail = "Item at \(stamp(items[1]))"  // centred in the screen, as on iOS
        driver.expectLine(11, String(repeating: " ", count: (80 - detail.count) / 2) + detail)
    }

    @Test func theItemsAreReadBackInTheNextRun() async throws {
        let (app, driver) = launch()
        driver.press(.enter)
        let context = app.sharedModelContainer.mainContext
        #expect(await driver.waitUntil { !context.hasChanges }, "autosaved")
        let item = try #require(try context.fetch(FetchDescriptor<Item>()).first)
        let store = dataHome.appendingPathComponent(CommandLine.arguments[0].split(separator: "/").last.map(String.init) ?? "")
            .appendingPathComponent("default.store")
        #expect(FileManager.default.fileExists(atPath: store.path))

        let (_, next) = launch()
        next.expectLines([String(repeating: " ", count: 75) + "[ + ]", row(stamp(item), "›"), ""])
    }

    @Test func thePreviewsContainerIsInMemory() {
        setenv("XDG_DATA_HOME", dataHome.path, 1)
        // The template's #Preview body.
        let driver = Driver(environment: .appMain) { ContentView().modelContainer(for: Item.self, inMemory: true) }
        driver.press(.enter)  // Add Item
        #expect(driver.lines[1].hasSuffix("›"), "the new item's row")
        #expect(driver.lines[2] == "")
        #expect(!FileManager.default.fileExists(atPath: dataHome.path), "nothing written to disk")
    }
}
