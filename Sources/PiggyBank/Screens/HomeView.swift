import CursesUI
import FoundationEssentials

/// Home, the root of the app's navigation stack: the primary piggy bank, its progress and
/// latest records; deposit and withdraw prompts; Manage and the records pushed over it.
struct HomeStack: View {
    /// The screens pushed over Home.
    enum Route: Hashable {
        case manage
        case records(bankID: Int64)
        case edit(bankID: Int64)
    }

    @Binding var pageSteps: Step
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            HomeView(pageSteps: $pageSteps, path: $path, store: store, onFailure: onFailure)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .manage: ManageView(store: store, onFailure: onFailure)
                    case .records(let bankID): RecordsView(store: store, bankID: bankID)
                    case .edit(let bankID): EditBankView(store: store, bankID: bankID, onFailure: onFailure)
                    }
                }
        }
    }
}

/// Home's own screen: the primary bank and its latest records.
struct HomeView: View {
    @Binding var pageSteps: Step
    @Binding var path: [HomeStack.Route]
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var depositing = false
    @State private var withdrawing = false
    @Environment(\.strings) private var strings
    @Environment(\.exit) private var exit

    var body: some View {
        let bank = store.primaryBank
        VStack {
            ScreenHeader(strings["home.title"])
            if let bank {
                BankSummary(bank: bank)
                Text("")
                RecentRecords(store: store, bank: bank)
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
            KeyBinding("r", strings["home.records"], isEnabled: bank != nil) { if let bank { path.append(.records(bankID: bank.id)) } },
            KeyBinding("e", strings["home.edit"], isEnabled: bank != nil) { if let bank { path.append(.edit(bankID: bank.id)) } },
            KeyBinding("m", strings["home.manage"]) { path.append(.manage) },
            KeyBinding("n", strings["home.new"]) { pageSteps = .createNameAndTarget },
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
