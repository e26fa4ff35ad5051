import CursesUI
import CursesUITestSupport
import Testing

/// The loading program driven like a user: what its tasks do shows without a key.
@MainActor
struct ForecastProgramTests {
    let service = ForecastService()
    let store = InMemoryKeyValueStore()

    func driver(start: Date = .now) -> Driver {
        var environment = EnvironmentValues()
        environment.appStorage = ObservableKeyValueStore(store)
        return Driver(size: Size(width: 60, height: 20), environment: environment) {
            ForecastScreen(service: service, timelineStart: start)
        }
    }

    @Test func theLoadShowsItsResultWithoutAKey() async {
        let driver = driver()
        #expect(driver.screen.contains("Loading forecast…"))
        #expect(await driver.waitUntil { driver.lines.first == "Oslo: high 12" })
        #expect(service.loads == 1)
    }

    @Test func changingTheIdCancelsTheLoadAndStartsAnother() async {
        let driver = driver()
        #expect(await driver.waitUntil { service.loads == 1 })  // Oslo's load under way
        driver.press(.enter)  // Tokyo, while Oslo is still loading
        #expect(await driver.waitUntil { driver.lines.first == "Tokyo: high 15" })
        #expect(service.loads == 2)
        #expect(!driver.screen.contains("Oslo"))
    }

    @Test func aFailedLoadLeavesTheProgramRunningAndRefreshRecovers() async {
        service.isOffline = true
        let driver = driver()
        #expect(await driver.waitUntil { driver.lines.first == "No forecast: offline" })
        service.isOffline = false
        #expect(driver.app.keyHelp.entries.contains(KeyHelp("Ctrl-R", "refresh")))
        driver.press(.control("r"))
        #expect(await driver.waitUntil { driver.lines.first == "Oslo: high 12" && driver.screen.contains("Refreshed") })
        #expect(store.string(forKey: "lastRefresh").flatMap(Double.init) != nil)
    }

    @Test func theTaskOfAViewThatGoesIsCancelled() async {
        let driver = driver()
        #expect(driver.screen.contains("Ticker running"))
        #expect(await driver.waitUntil { service.tickerStarted })  // a task cancelled before it runs never starts
        driver.press(.tab, .tab, .tab, .enter)  // the Ticker toggle
        #expect(!driver.screen.contains("Ticker running"))
        #expect(await driver.waitUntil { service.tickerEnded })
    }

    /// The entry the timeline shows (one every 50 ms from the start), written grouped past 999
    /// ("Tick 1,024") as SwiftUI writes an interpolated integer.
    func tick(_ driver: Driver) -> Int? {
        driver.lines.first { $0.hasPrefix("Tick ") }.flatMap { Int($0.dropFirst(5).filter(\.isNumber)) }
    }

    @Test func theTimelineTicksWhileNoKeyIsPressed() async throws {
        let driver = driver(start: .now)
        var shown: Set<Int> = [try #require(tick(driver))]
        #expect(
            await driver.waitUntil {
                shown.insert(tick(driver) ?? -1)
                return shown.count >= 4
            })
        #expect(!shown.contains(-1))
    }

    @Test func appStorageKeepsAnEnumADoubleAndADateAcrossLaunches() async {
        let first = driver()
        first.press(.tab, .enter)  // Imperial
        first.press(.tab, .right)  // threshold up by 0.5
        #expect(first.screen.contains("Threshold 21.0"))
        first.press(.control("r"))
        #expect(await first.waitUntil { first.screen.contains("Refreshed") && first.lines.first == "Oslo: high 53" })
        #expect(store.string(forKey: "units") == "imperial")
        #expect(store.string(forKey: "threshold") == "21.0")

        let second = driver()
        #expect(second.screen.contains("Threshold 21.0"))
        #expect(second.screen.contains("Refreshed"))
        #expect(await second.waitUntil { second.lines.first == "Oslo: high 53" })
    }
}
