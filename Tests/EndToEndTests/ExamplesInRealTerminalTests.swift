import Foundation
import Testing

/// The ported SwiftUI examples as built programs: each runs in a real terminal, and
/// `--previews`/`--preview N` list and show the program's `#Preview`s.
@Suite(.serialized)
struct ExamplesInRealTerminalTests {
    /// The built example `name`, next to the test bundle or in `.build/debug`.
    static func binary(_ name: String) -> String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path,
            TmuxSession.packageRoot.appendingPathComponent(".build/debug/\(name)").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }

    /// Starts `command` in tmux with `home` (a new scratch folder by default) as its home.
    func start(_ command: String, home: URL? = nil) async throws -> TmuxSession {
        let scratch = home ?? FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return try TmuxSession(
            "cd '\(scratch.path)' && HOME='\(scratch.path)' \(command)", environment: ["LANG": "C.UTF-8"], scratch: scratch)
    }

    @Test func unitConverterConvertsInATerminal() async throws {
        let session = try await start("'\(Self.binary("UnitConverter"))'")
        try await session.waitFor("0.62 miles")
        try session.send("BSpace")
        try session.send("10", literal: true)
        try session.send("Enter")  // as on iOS, the value is committed by Return
        try await session.waitFor("6.21 miles")
    }

    @Test func aProgramsLengthsArePointsAsAppMainRunsIt() async throws {
        let session = try await start("'\(Self.binary("TodoTabs"))'")
        let lines = try await session.waitFor("Buy groceries")
        #expect(lines.contains { $0.hasPrefix("○  Buy groceries") }, "HStack(spacing: 12): 12 points, two columns")
    }

    @Test func previewsAreListedAndOneIsShownInsteadOfTheApp() async throws {
        let listed = try Subprocess.run(Self.binary("UnitConverter"), ["--previews"])
        #expect(listed.status == 0)
        #expect(listed.output == "1  Preview  UnitConverter/UnitConverterApp.swift:133\n")

        let missing = try Subprocess.runCapturingErrors(Self.binary("UnitConverter"), ["--preview", "2"])
        #expect(missing.status == 2)
        #expect(missing.output == "No preview 2: this program has 1 (see --previews).\n")

        let session = try await start("'\(Self.binary("UnitConverter"))' --preview 1")
        let shown = try await session.waitFor("Length Converter")
        #expect(shown.contains { $0.contains("0.62 miles") })
    }

    @Test func currencyExchangesFlagsReachTheTerminalWhole() async throws {
        let session = try await start("'\(Self.binary("CurrencyExchange"))'")
        let lines = try await session.waitFor("€92.00")
        // ncurses keeps one spacing character a cell: both letters of each flag must still arrive.
        // Each picker's value stands at its row's end, as on iOS.
        #expect(lines.contains { $0.hasPrefix("  From   ") && $0.contains("   ‹🇺🇸 USD – US Dollar› ▾") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  To   ") && $0.contains("   ‹🇪🇺 EUR – Euro› ▾") }, "\(lines)")
    }

    @Test func bedtimeCalculatorsSettingsOutliveTheRun() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("bedtime-\(UUID().uuidString.prefix(8))")
        let first = try await start("'\(Self.binary("BedtimeCalculator"))'", home: home)
        try await first.waitFor("8 hours")
        try first.send("Tab")  // from the wake-up time to the hours of sleep
        try first.send("Right", "Right", "Right", "Right")
        try await first.waitFor("9 hours")
        try first.send("BTab", "BTab", "Enter")  // Calculate, in the toolbar
        try await first.waitFor("9:45")
        try first.send("C-c")
        try await first.waitFor { lines in !lines.contains { $0.contains("9 hours") } }
        let second = try await start("'\(Self.binary("BedtimeCalculator"))'", home: home)
        try await second.waitFor("9 hours")
    }

    @Test func cafeOrdersSavedNameIsPutBackAtTheNextLaunch() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cafe-\(UUID().uuidString.prefix(8))")
        let first = try await start("'\(Self.binary("CafeOrder"))'", home: home)
        try await first.waitFor("Flat White")
        try first.send("Enter")  // the flat white's sheet
        try first.send("BTab", "BTab", "Enter")  // past Cancel to Add to Order
        try first.send("M-2")  // the Order tab, the quantity focused
        try first.send("Tab", "Tab")  // past the tip to the name
        try first.send("Zoe", literal: true)
        try first.send("Tab", "Tab", "Enter")  // past the pickup time to Place Order
        try await first.waitFor("Thanks, Zoe!", timeout: 20)  // `savedName = …` in the order's Task
        try first.send("Enter", "C-c")
        try await first.waitFor { lines in !lines.contains { $0.contains("Thanks, Zoe!") } }
        let second = try await start("'\(Self.binary("CafeOrder"))'", home: home)
        try await second.waitFor("Flat White")
        try second.send("M-2")  // `.onAppear` puts the saved name back
        let lines = try await second.waitFor { lines in lines.contains { $0.hasPrefix("  Zoe_") } }
        #expect(lines.contains { $0.hasPrefix("  Zoe_") }, "\(lines)")
    }

    @Test func habitTrackersHabitsOutliveTheRun() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("habits-\(UUID().uuidString.prefix(8))")
        let readIsDone = { (lines: [String]) in lines.contains { $0.hasPrefix("✓ Read") && $0.hasSuffix("1  ›") } }
        let first = try await start("'\(Self.binary("HabitTracker"))'", home: home)
        try await first.waitFor("Drink water")
        try first.send("Tab")  // from Drink water to Read
        try first.send("Right")  // its actions, as a swipe shows them
        try await first.waitFor("Done ]")
        try first.send("Enter")
        #expect(readIsDone(try await first.waitFor(readIsDone)))
        try first.send("C-c")  // UserDefaults, which the program's store writes, reach the disk as it ends
        try await first.waitFor { lines in !lines.contains { $0.contains("Drink water") } }
        let second = try await start("'\(Self.binary("HabitTracker"))'", home: home)
        #expect(readIsDone(try await second.waitFor(readIsDone)), "Read, done once, in the next run")
    }

    @Test func weatherLoaderRefreshesFromTheToolbarAndShowsTheFailure() async throws {
        let session = try await start("'\(Self.binary("WeatherLoader"))'")
        try await session.waitFor("Loading forecast…")
        try await session.waitFor("7-Day Forecast")
        try session.send("Enter")  // Options, which has the focus: the menu
        try await session.waitFor("Simulate Offline")
        try session.send("Tab", "Enter")  // Simulate Offline on, which closes the menu
        try await session.waitFor { lines in !lines.contains { $0.contains("Simulate Offline") } }
        try session.send("C-r")  // a pull to refresh, though the focus is on the toolbar
        try await session.waitFor("No Forecast")
    }

    @Test func notesSplitViewStandsSideBySideOnAWideTerminal() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let session = try TmuxSession(
            "cd '\(scratch.path)' && HOME='\(scratch.path)' '\(Self.binary("NotesSplitView"))'", width: 120, height: 40,
            environment: ["LANG": "C.UTF-8"], scratch: scratch)
        try await session.waitFor("Select a Note")
        try session.send("Tab", "Enter")  // Shopping list
        let lines = try await session.waitFor("Edited 1 hour ago")
        #expect(lines.contains { $0.hasPrefix("▸ Shopping list             › │") })
    }

    @Test func bookTrackersBooksOutliveTheRunInTheDataFolder() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("books-\(UUID().uuidString.prefix(8))")
        let command = "env -u XDG_DATA_HOME '\(Self.binary("BookTracker"))'"
        let first = try await start(command, home: home)
        try await first.waitFor("No Books")
        try first.send("BTab", "Enter")  // from the Finished only toggle to Add
        try await first.waitFor("New Book")
        try first.send("Dune", literal: true)
        try first.send("Tab")
        try first.send("Frank Herbert", literal: true)
        try first.send("BTab", "BTab", "Enter")  // Save, in the sheet's toolbar
        try await first.waitFor("○ Dune")
        try first.send("C-c")
        try await first.waitFor { lines in !lines.contains { $0.contains("Dune") } }
        let store = await first.waitForFile(".local/share/BookTracker/default.store")
        #expect(store?.contains(#""title":"Dune""#) == true, "written by the autosave or as the program ended")
        let second = try await start(command, home: home)
        let lines = try await second.waitFor("○ Dune")
        #expect(lines.contains("  Frank Herbert"))
    }

    @Test func aStoreThatCannotBeReadIsMovedAsideWithAMessage() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("books-\(UUID().uuidString.prefix(8))")
        let folder = home.appendingPathComponent(".local/share/BookTracker")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a store".utf8).write(to: folder.appendingPathComponent("default.store"))
        let session = try await start("env -u XDG_DATA_HOME '\(Self.binary("BookTracker"))' 2>errors.txt", home: home)
        try await session.waitFor("No Books")
        try session.send("C-c")
        let errors = await session.waitForFile("errors.txt") ?? ""
        #expect(errors.hasPrefix("SwiftData: the store \(folder.path)/default.store cannot be read"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("default.store.unreadable-") }
        #expect(aside.count == 1)
        #expect(errors.contains("moved it to \(folder.path)/\(aside.first ?? "")"))
    }
}
