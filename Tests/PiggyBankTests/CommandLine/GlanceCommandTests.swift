import CursesUICore
import Foundation
import Testing

@testable import PiggyBank

/// `status`, `remind` and the reminder setting, run as the binary runs them.
@MainActor
struct GlanceCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-glance-\(UUID().uuidString)").path
    let today = CalendarDate(Date())

    /// What a subcommand prints, in `language`, with `environment`.
    func output(
        _ words: String..., language: Language = .english, environment: [String: String] = ["LANG": "C.UTF-8"]
    ) throws -> [String] {
        var lines: [String] = []
        try PiggyBankCommand.runCommand(
            words[0], try Arguments(words, valued: CommandTable.valuedOptions), directory: folder, language: language,
            environment: environment
        ) { lines.append($0) }
        return lines
    }

    /// A bank made as `add` makes it, the primary one.
    @discardableResult
    func bank(
        _ name: String, target: Decimal, saved: Decimal = 0, icon: String? = nil, expiresIn days: Int? = nil,
        schedule: DepositSchedule? = nil
    ) throws -> PiggyBank {
        let store = try PiggyBankStore.open(directory: folder)
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = target
        draft.initialAmount = saved
        draft.icon = icon
        if let days {
            draft.hasExpiration = true
            draft.expirationText = CalendarDate(dayNumber: today.dayNumber + days).description
        }
        let bank = try store.create(from: draft)
        if let schedule { try store.setSchedule(schedule, for: bank.id) }
        return bank
    }

    @Test func statusPrintsThePrimaryBankOnOneLine() throws {
        try bank("Trip", target: 1200, icon: "plane")
        try bank("Bike", target: 500, saved: 210)
        #expect(try output("status") == ["🐷 Bike 42% $210/$500"])
        #expect(try output("status", "--no-icon") == ["Bike 42% $210/$500"])
        #expect(try output("status", environment: ["LANG": "C"]) == ["[ ] Bike 42% $210/$500"], "no emoji outside UTF-8")
        #expect(try output("status", language: .german) == ["🐷 Bike 42\u{A0}% 210\u{A0}€/500\u{A0}€"])
    }

    @Test func everyPlaceholderOfTheFormatIsFilled() throws {
        try bank("Bike", target: 500.50, saved: 210.25, icon: "plane", expiresIn: 12)
        let format = "{icon}|{name}|{saved}|{target}|{percent}|{left}|{days}"
        #expect(try output("status", "--format", format) == ["🛫|Bike|$210.25|$500.50|42%|$290.25|12 days left"])
        #expect(try output("status", "--format", "{name}: {left} to go ({days})") == ["Bike: $290.25 to go (12 days left)"])
    }

    @Test func anEmptyPlaceholderLeavesNoGap() throws {
        try bank("Bike", target: 500)
        #expect(try output("status", "--format", "{name} {days} {percent}") == ["Bike 0%"], "no expiry, no days")
        #expect(try output("status", "--format", "{icon} {name}", "--no-icon") == ["Bike"])
        #expect(try output("status", "--format", "{name} {days}") == ["Bike"])
    }

    @Test func hiddenAmountsStayHiddenInTheStatusLine() throws {
        try bank("Bike", target: 500, saved: 210)
        try PiggyBankStore.open(directory: folder).settings.set("false", forKey: SettingKey.showAmounts)
        #expect(try output("status") == ["🐷 Bike 42% ****/****"])
    }

    @Test func anUnknownPlaceholderIsNamedWithTheKnownOnes() throws {
        try bank("Bike", target: 500)
        #expect {
            try output("status", "--format", "{name} {saved} {bogus}")
        } throws: { error in
            (error as? UsageError)?.description
                == "unknown placeholder {bogus} in --format; use {icon} {name} {saved} {target} {percent} {left} {days}"
        }
    }

    @Test func withNoBankOrNoFolderStatusAndRemindPrintNothingAndCreateNothing() throws {
        #expect(try output("status").isEmpty)
        #expect(try output("remind").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder), "no data folder is created")
        _ = try PiggyBankStore.open(directory: folder)
        #expect(try output("status").isEmpty, "a store without banks")
    }

    @Test func statusWritesNothingToTheStore() throws {
        let start = CalendarDate(dayNumber: today.dayNumber - 3)
        try bank("Bike", target: 500, schedule: DepositSchedule(amount: 10, frequency: .day, start: start))
        let path = folder + "/" + PiggyBankStore.fileName
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(try output("status") == ["🐷 Bike 0% $0/$500"], "the missed deposits are not caught up")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let mode = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name), which SQLite may make beside the database, is private")
        }
        #expect(try PiggyBankStore.open(directory: folder).recordCount(of: 1) == 0)
    }

    @Test func remindListsTodaysDepositsAndGoalsExpiringWithinAWeek() throws {
        let weekly = DepositSchedule(amount: 100, frequency: .week, day: today.weekday, start: today)
        let tomorrow = DepositSchedule(amount: 5, frequency: .week, day: today.weekday % 7 + 1, start: today)
        try bank("Trip", target: 1200, schedule: weekly)
        try bank("Car", target: 900, schedule: tomorrow)
        try bank("Bike", target: 500, saved: 210, expiresIn: 3)
        try bank("Boat", target: 500, expiresIn: 0)
        try bank("House", target: 500, expiresIn: 8)
        try bank("Shoes", target: 50, saved: 50, expiresIn: 1)
        let lines = try output("remind", environment: ["PATH": ""])
        #expect(
            lines == [
                "Trip: recurring deposit of $100.00 today", "Boat: $500.00 to go, expires today",
                "Bike: $290.00 to go, 3 days left",
            ])
    }

    @Test func remindPrintsNothingWhenNothingIsDue() throws {
        try bank("Bike", target: 500, expiresIn: 30)
        #expect(try output("remind", environment: ["PATH": ""]).isEmpty)
    }

    @Test func theReminderTimeIsHHMMOrOff() throws {
        _ = try PiggyBankStore.open(directory: folder)
        #expect(try output("settings", "remind") == ["off"])
        #expect(try output("settings", "remind", "20:05") == ["remind\t20:05"])
        #expect(try output("settings", "remind") == ["20:05"])
        for bad in ["7:30", "24:00", "12:60", "noon", "12:3O", "１２:００", "12:00:00"] {
            #expect(throws: UsageError("remind must be a time as HH:MM (00:00 to 23:59) or off, not '\(bad)'"), "\(bad)") {
                try output("settings", "remind", bad)
            }
        }
        #expect(try output("settings", "remind") == ["20:05"], "a refused time changes nothing")
        #expect(try output("settings", "remind", "OFF") == ["remind\toff"])
        #expect(try PiggyBankStore.open(directory: folder).settings.string(forKey: SettingKey.remind) == nil)
    }
}
