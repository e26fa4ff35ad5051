import Foundation
import Testing

@testable import PiggyBank

struct DepositScheduleTests {
    func day(_ text: String) -> CalendarDate { CalendarDate(text)! }

    @Test func monthlyOnThe31stFallsOnEachMonthsLastDay() {
        let schedule = DepositSchedule(amount: 10, frequency: .month, day: 31, start: day("2027-01-01"))
        #expect(
            schedule.dueOccurrences(through: day("2027-05-01")).map(\.description) == [
                "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30",
            ])
        let leap = DepositSchedule(amount: 10, frequency: .month, day: 30, start: day("2028-02-01"))
        #expect(leap.dueOccurrences(through: day("2028-03-01")).map(\.description) == ["2028-02-29"])
    }

    @Test func weeklyFallsOnItsWeekdayAndDefaultsToTheStartsOne() {
        let start = day("2026-11-30")  // a Monday
        #expect(start.weekday == 1)
        let weekly = DepositSchedule(amount: 5, frequency: .week, start: start)
        #expect(weekly.day == 1)
        #expect(weekly.dueOccurrences(through: day("2026-12-15")).map(\.description) == ["2026-11-30", "2026-12-07", "2026-12-14"])
        let fridays = DepositSchedule(amount: 5, frequency: .week, day: 5, start: start)
        #expect(fridays.nextOccurrence(after: start)?.description == "2026-12-04")
    }

    @Test func yearlyOnFebruary29thFallsOnThe28thInOtherYears() {
        let schedule = DepositSchedule(amount: 1, frequency: .year, day: 229, start: day("2027-01-01"))
        #expect(schedule.dueOccurrences(through: day("2029-01-01")).map(\.description) == ["2027-02-28", "2028-02-29"])
    }

    @Test func occurrencesStopAtTheEndTodayAndTheLastRun() {
        var schedule = DepositSchedule(amount: 1, frequency: .day, start: day("2026-11-01"), end: day("2026-11-05"))
        #expect(schedule.dueOccurrences(through: day("2026-11-03")).count == 3, "never past today")
        #expect(schedule.dueOccurrences(through: day("2026-12-31")).count == 5, "never past the end")
        schedule.lastRun = day("2026-11-04")
        #expect(schedule.dueOccurrences(through: day("2026-12-31")).map(\.description) == ["2026-11-05"], "never twice")
        #expect(schedule.nextOccurrence(after: day("2026-11-05")) == nil)
    }

    @Test func invalidDaysAreRecognised() {
        #expect(!DepositSchedule(amount: 1, frequency: .week, day: 8, start: day("2026-11-01")).hasValidDay)
        #expect(!DepositSchedule(amount: 1, frequency: .year, day: 230, start: day("2026-11-01")).hasValidDay)
        #expect(DepositSchedule(amount: 1, frequency: .year, day: 1231, start: day("2026-11-01")).hasValidDay)
    }
}

@MainActor
struct ScheduleStorageTests {
    @Test func runningDueDepositsEachOccurrenceOnceAsAnAutomaticRecord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-schedule-\(UUID().uuidString)").path
        let store = try PiggyBankStore.open(directory: folder)
        var draft = PiggyBankDraft()
        draft.name = "Trip"
        draft.targetAmount = 100
        let bank = try store.create(from: draft)
        try store.setSchedule(DepositSchedule(amount: 40, frequency: .month, day: 1, start: CalendarDate("2026-09-01")!), for: bank.id)
        let runs = try store.runDueSchedules(today: CalendarDate("2026-11-30")!)
        #expect(runs.map(\.occurrences.count) == [3])
        #expect(store.bank(id: bank.id)?.amount == 120, "past the target, as Home deposits")
        #expect(try store.runDueSchedules(today: CalendarDate("2026-11-30")!).isEmpty, "a second run deposits nothing")
        let records = try store.records(of: bank.id)
        #expect(records.allSatisfy { $0.isAutomatic })
        #expect(records.map { DateText.day($0.date, .english) } == ["2026-11-01", "2026-10-01", "2026-09-01"])
        #expect(store.schedule(of: bank.id)?.lastRun?.description == "2026-11-01")
        #expect(store.bank(id: bank.id)?.completionDate.map { DateText.day($0, .english) } == "2026-11-01")
        // Changing the amount keeps what was done.
        try store.setSchedule(DepositSchedule(amount: 5, frequency: .month, day: 1, start: CalendarDate("2026-09-01")!), for: bank.id)
        #expect(try store.runDueSchedules(today: CalendarDate("2026-11-30")!).isEmpty)
        try store.setSchedule(nil, for: bank.id)
        #expect(store.schedule(of: bank.id) == nil)
    }
}
