import CursesUICore
import FoundationEssentials

/// Home's own screen: the primary bank and its latest records; at 100 columns or more, the
/// first banks beside it. Every action is a key from one list (help bar and `?` read it).
struct HomeView: View {
    @Binding var pageSteps: Step
    @Binding var path: [HomeStack.Route]
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var depositing = false
    @State private var withdrawing = false
    /// The bank the last deposit here filled, while its goal-reached sheet shows.
    @State private var reachedGoal: PiggyBank?
    @AppStorage(SettingKey.showAmounts) private var showsAmounts = true
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.verticalSizeClass) private var heightClass
    @Environment(\.exit) private var exit

    var body: some View {
        let bank = store.primaryBank
        let policy = store.balancePolicy
        VStack(alignment: .leading) {
            ScreenHeader(strings["home.title"])
            if let bank {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) {
                        BankSummary(bank: bank, schedule: store.schedule(of: bank.id))
                        DueToday(store: store)
                        Text("")
                        RecentRecords(store: store, bank: bank, limit: heightClass == .regular ? 10 : 5)
                    }
                    if widthClass == .regular { BankShortcutList(store: store) }
                }
            } else {
                VStack(alignment: .leading) {
                    Text(strings["home.empty"]).bold()
                    Text(strings["home.empty.hint"])
                }
                .padding(.horizontal, 2)
            }
            Spacer()
            HelpBar()
        }
        .environment(\.amountStyle, AmountStyle(currency: money.currency, language: money.language, isHidden: !showsAmounts))
        .keyBindings(keyBindings(bank: bank))
        .onKeyPress(keys: Self.numberKeys, help: [KeyHelp("1–9", strings["home.switch"])]) { key in
            guard case .character(let digit) = key, let number = digit.wholeNumberValue,
                let chosen = store.bank(at: number - 1)
            else { return .ignored }
            perform { try store.makePrimary(bankID: chosen.id) }
            return .handled
        }
        .amountPrompt(
            isPresented: $depositing, title: strings["home.deposit"], limit: min(Money.maximum, Money.maximum - (bank?.amount ?? 0)),
            limitMessage: strings["prompt.deposit.hint"]
        ) { amount, note in
            perform { if let bank { try deposit(amount, into: bank.id, note: note) } }
        }
        .amountPrompt(
            isPresented: $withdrawing, title: strings["home.withdraw"], limit: policy.withdrawalLimit(balance: bank?.amount ?? 0),
            limitMessage: Self.withdrawalMessage(balance: bank?.amount ?? 0, policy: policy, strings: strings, money: money)
        ) { amount, note in
            perform { if let bank { try store.withdraw(amount, from: bank.id, note: note) } }
        }
        .goalReachedSheet($reachedGoal)
    }

    /// What the withdrawal prompt says about its limit: none in debt mode; without it, what is
    /// saved, that nothing is, or that the bank owes money and debt mode is off. Worked out
    /// only while the prompt shows, not on every evaluation of Home.
    private static func withdrawalMessage(balance: Decimal, policy: BalancePolicy, strings: Strings, money: AmountStyle) -> String {
        if policy.allowsDebt { return strings["prompt.withdraw.debt"] }
        if balance < 0 { return strings("prompt.debt.off", money.currency.format(-balance, in: money.language)) }
        return balance > 0 ? strings("prompt.withdraw.limit", money.currency.format(balance, in: money.language)) : strings["prompt.empty"]
    }

    private static let numberKeys = Set((1...9).map { Key.character(Character("\($0)")) })

    /// Home's keys: one list for handling and the help bar.
    private func keyBindings(bank: PiggyBank?) -> [KeyBinding] {
        let hasBank = bank != nil
        return [
            KeyBinding("d", strings["home.deposit"], isEnabled: hasBank) { depositing = true },
            KeyBinding("w", strings["home.withdraw"], isEnabled: hasBank) { withdrawing = true },
            KeyBinding("r", strings["home.records"], isEnabled: hasBank) { path.append(.records(bankID: nil)) },
            KeyBinding("i", strings["home.details"], isEnabled: hasBank) { if let bank { path.append(.details(bankID: bank.id)) } },
            KeyBinding("e", strings["home.edit"], isEnabled: hasBank) { if let bank { path.append(.edit(bankID: bank.id)) } },
            KeyBinding("s", strings["home.statistics"], isEnabled: hasBank) { path.append(.statistics) },
            KeyBinding("m", strings["home.manage"]) { path.append(.manage) },
            KeyBinding("n", strings["home.new"]) { pageSteps = .createNameAndTarget },
            KeyBinding("p", strings["home.plans"]) { path.append(.plans) },
            KeyBinding(",", strings["home.settings"]) { path.append(.settings) },
            KeyBinding("q", strings["home.quit"]) { exit() },
        ]
    }

    /// Deposits; the deposit that fills the bank (dates its completion) shows the goal-reached
    /// sheet. Only a deposit made here does: one from another process shows on Home, quietly.
    private func deposit(_ amount: Decimal, into bankID: Int64, note: String) throws {
        let wasReached = store.bank(id: bankID)?.completionDate != nil
        try store.deposit(amount, into: bankID, note: note)
        if !wasReached, let bank = store.bank(id: bankID), bank.completionDate != nil { reachedGoal = bank }
    }

    private func perform(_ change: () throws -> Void) {
        do { try change() } catch { onFailure(error) }
    }
}

/// The first nine banks with their number keys, beside the summary on a wide terminal.
struct BankShortcutList: View {
    let store: PiggyBankStore
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let banks = (0..<9).compactMap { store.bank(at: $0) }
        VStack(alignment: .leading) {
            Text(strings["home.banks"] + " · \(store.bankCount)").bold()
            ForEach(0..<banks.count, id: \.self) { index in
                BankRow(bank: banks[index], marker: "\(index + 1)\(banks[index].isPrimary ? "★" : " ")", showsAmounts: !money.isHidden)
            }
        }
        .padding(.horizontal, 2)
    }
}

/// The primary bank: icon, name, saved of target, what is left (or the surplus once the goal
/// is reached), progress and dates.
struct BankSummary: View {
    let bank: PiggyBank
    let schedule: DepositSchedule?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                IconLabel(bank.icon)
                Text(bank.name).bold()
            }
            Text(strings("home.saved", money(bank.amount), money(bank.targetAmount)))
                .foregroundColor(bank.isInDebt ? theme.debt : .default)
            if bank.isInDebt {
                Text(strings("home.owed", money(bank.owed), money(bank.remaining))).foregroundColor(theme.debt).bold()
            } else if bank.isCompleted {
                Text(bank.surplus > 0 ? strings("home.goal.surplus", money(bank.surplus)) : strings["home.goal"]).bold()
            } else {
                Text(strings("home.remaining", money(bank.remaining)))
            }
            SavingsProgress(bank: bank)
            Text(BankDates.summary(bank, today: CalendarDate(Date()), strings: strings)).dim()
            if let schedule {
                Text(
                    strings["schedule.title"] + ": "
                        + ScheduleText.describe(schedule, strings: strings, money: money.callAsFunction, today: CalendarDate(Date()))
                )
                .dim()
            }
        }
        .padding(.horizontal, 2)
    }
}

/// What is due today across the banks, on one line under the summary (recurring deposits
/// that fall today, goals expiring within a week); nothing when nothing is.
struct DueToday: View {
    let store: PiggyBankStore
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let items = (try? store.dueItems()) ?? []
        if !items.isEmpty {
            Text(
                strings("home.due", items.map { DueText.short($0, strings: strings, money: money.callAsFunction) }.joined(separator: " · "))
            )
            .bold().lineLimit(1).padding(.horizontal, 2)
        }
    }
}

/// The latest records under the summary.
struct RecentRecords: View {
    let store: PiggyBankStore
    let bank: PiggyBank
    let limit: Int
    @Environment(\.strings) private var strings

    var body: some View {
        let records = (try? store.records(of: bank.id, limit: limit)) ?? []
        VStack(alignment: .leading) {
            Text(strings["home.recent"] + " · " + strings.count("home.records.count", store.recordCount(of: bank.id))).bold()
            if records.isEmpty { Text(strings["home.records.none"]).dim() }
            ForEach(records) { record in
                RecordRow(record: record)
            }
        }
        .padding(.horizontal, 2)
    }
}
