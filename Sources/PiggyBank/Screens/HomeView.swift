import CursesUI
import FoundationEssentials

/// Home: the primary piggy bank, its progress and latest records; deposit, withdraw, the full
/// records list, managing all banks and creating a new one.
struct HomeView: View {
    enum Panel: Equatable { case summary, records, manage }

    @Binding var pageSteps: Int
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var panel = Panel.summary
    @State private var depositing = false
    @State private var withdrawing = false
    @Environment(\.strings) private var strings
    @Environment(\.exit) private var exit

    var body: some View {
        let bank = store.primaryBank
        VStack {
            ScreenHeader(strings["home.title"])
            if panel == .manage {
                ManageView(store: store, onFailure: onFailure, onClose: { panel = .summary })
            } else if let bank {
                BankSummary(bank: bank)
                Text("")
                if panel == .records {
                    RecordsView(store: store, bank: bank, onClose: { panel = .summary })
                } else {
                    RecentRecords(store: store, bank: bank)
                }
            } else {
                VStack {
                    Text(strings["home.empty"]).bold()
                    Text(strings["home.empty.hint"])
                }
                .padding(.horizontal, 2)
            }
            Spacer()
            HelpBar()
        }
        .keyBindings(keyBindings(bank: bank))
        .amountPrompt(
            isPresented: $depositing, title: strings["home.deposit"], limit: bank?.remaining ?? 0,
            limitMessage: (bank?.remaining ?? 0) > 0
                ? strings("prompt.deposit.limit", Money.format(bank?.remaining ?? 0)) : strings["prompt.full"]
        ) { amount, note in
            perform { if let bank { try store.deposit(amount, into: bank.id, note: note) } }
        }
        .amountPrompt(
            isPresented: $withdrawing, title: strings["home.withdraw"], limit: bank?.amount ?? 0,
            limitMessage: (bank?.amount ?? 0) > 0
                ? strings("prompt.withdraw.limit", Money.format(bank?.amount ?? 0)) : strings["prompt.empty"]
        ) { amount, note in
            perform { if let bank { try store.withdraw(amount, from: bank.id, note: note) } }
        }
    }

    /// Home's keys: one list for handling and the help bar.
    private func keyBindings(bank: PiggyBank?) -> [KeyBinding] {
        [
            KeyBinding("d", strings["home.deposit"], isEnabled: bank != nil) { depositing = true },
            KeyBinding("w", strings["home.withdraw"], isEnabled: bank != nil) { withdrawing = true },
            KeyBinding("r", strings["home.records"], isEnabled: bank != nil) { panel = panel == .records ? .summary : .records },
            KeyBinding("m", strings["home.manage"]) { panel = panel == .manage ? .summary : .manage },
            KeyBinding("n", strings["home.new"]) { pageSteps = 3 },
            KeyBinding("q", strings["home.quit"]) { exit() },
        ]
    }

    private func perform(_ change: () throws -> Void) {
        do { try change() } catch { onFailure(error) }
    }
}

/// The primary bank: icon, name, saved of target, what is left, progress, dates.
struct BankSummary: View {
    let bank: PiggyBank
    @Environment(\.strings) private var strings

    var body: some View {
        VStack {
            HStack {
                IconLabel(bank.icon)
                Text(bank.name).bold()
            }
            Text(strings("home.saved", Money.format(bank.amount), Money.format(bank.targetAmount)))
            Text(bank.remaining > 0 ? strings("home.remaining", Money.format(bank.remaining)) : strings["home.full"])
            SavingsProgress(progress: bank.progress)
            Text(dates)
                .dim()
        }
        .padding(.horizontal, 2)
    }

    private var dates: String {
        let created = strings("home.created", DateText.day(bank.creationDate))
        guard let expiration = bank.expirationDate else { return created }
        return created + " · " + strings("home.expires", expiration)
    }
}

/// The five latest records under the summary.
struct RecentRecords: View {
    let store: PiggyBankStore
    let bank: PiggyBank
    @Environment(\.strings) private var strings

    var body: some View {
        let records = (try? store.records(of: bank.id, limit: 5)) ?? []
        VStack {
            Text(strings["home.recent"] + " · " + strings("home.records.count", store.recordCount(of: bank.id))).bold()
            if records.isEmpty { Text(strings["home.records.none"]).dim() }
            ForEach(records) { record in
                Text(RecordLine.text(record, strings: strings))
            }
        }
        .padding(.horizontal, 2)
    }
}
