import CursesUI
import FoundationEssentials

/// Step 5: a summary with progress. Confirm stores the bank (defaults and caps applied) and
/// goes Home; Re-create starts over with a fresh draft.
struct CompletedView: View {
    @Binding var pageSteps: Step
    @Binding var piggyBankData: PiggyBankDraft
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @Environment(\.strings) private var strings

    var body: some View {
        let values = piggyBankData.confirmed
        VStack {
            ScreenHeader(strings["completed.title"], step: 3)
            VStack {
                HStack {
                    IconLabel(piggyBankData.icon)
                    Text(values.name).bold()
                }
                Text("")
                row(strings["completed.target"], Money.format(values.target))
                row(strings["completed.initial"], Money.format(values.initial))
                row(strings["completed.expires"], values.expiration ?? strings["completed.never"])
                Text("")
                SavingsProgress(progress: values.target > 0 ? Double(Money.cents(values.initial)) / Double(Money.cents(values.target)) : 0)
                Text("")
                HStack {
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

    private func row(_ title: String, _ value: String) -> some View {
        HStack {
            Text(title).frame(width: 16)
            Text(value)
        }
    }

    private func confirmPressed() {
        do {
            try store.create(from: piggyBankData)
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
