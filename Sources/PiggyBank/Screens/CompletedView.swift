import CursesUICore
import FoundationEssentials

/// Step 5: a summary with progress. Confirm stores the bank (defaults and caps applied) and
/// goes Home; Re-create starts over with a fresh draft.
struct CompletedView: View {
    @Binding var pageSteps: Step
    @Binding var piggyBankData: PiggyBankDraft
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let values = piggyBankData.confirmed
        VStack(alignment: .leading) {
            ScreenHeader(strings["completed.title"], step: 3)
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    IconLabel(piggyBankData.icon)
                    Text(values.name).bold()
                }
                Text("")
                row(strings["completed.target"], money(values.target))
                row(strings["completed.initial"], money(values.initial))
                row(
                    strings["completed.expires"],
                    values.expiration.flatMap(CalendarDate.init).map { DateText.day($0, strings.language) } ?? strings["completed.never"])
                if let schedule = piggyBankData.schedule?.schedule(today: CalendarDate(Date())) {
                    row(
                        strings["schedule.title"],
                        ScheduleText.describe(schedule, strings: strings, money: money.callAsFunction, today: CalendarDate(Date())))
                }
                Text("")
                SavingsProgress(bank: preview)
                Text("")
                HStack(alignment: .top) {
                    Button(strings["completed.confirm"], action: confirmPressed).keyboardShortcut(.enter)
                    Button(strings["completed.recreate"], action: recreatePressed)
                }
            }
            .padding(.horizontal, 2)
            Spacer()
            HelpBar()
        }
        .onKeyPress(.escape, help: strings["common.back"]) {
            pageSteps = .createIconAndAmount
            return .handled
        }
    }

    /// The bank as it will be stored, for its progress bar.
    private var preview: PiggyBank {
        let values = piggyBankData.confirmed
        return PiggyBank(
            id: 0, name: values.name, icon: piggyBankData.icon, targetAmount: values.target, amount: values.initial,
            initialAmount: values.initial, creationDate: Date(), expirationDate: values.expiration, isPrimary: true, sortOrder: 0)
    }

    private func row(_ title: String, _ value: String) -> some View {
        HStack(alignment: .top) {
            Text(title).frame(width: 19, alignment: .topLeading)
            Text(value)
        }
    }

    private func confirmPressed() {
        do {
            try store.create(from: piggyBankData)
            try store.runDueSchedules()  // a recurring deposit that started in the past catches up now
            pageSteps = .home
        } catch {
            onFailure(error)
        }
    }

    private func recreatePressed() {
        piggyBankData = PiggyBankDraft()
        pageSteps = .createNameAndTarget
    }
}
